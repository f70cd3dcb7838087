/**
 * The configuration table of docs/operations.md held against the server's config schema: every
 * variable the schema reads has a row, no row names a variable it does not read, and every
 * default the schema sets is the one the table states. A setting added, renamed or given another
 * default without the docs following fails `npm test`.
 */

export interface ConfigRow {
  variable: string;
  defaultCell: string;
}

/** The rows of the markdown table whose header begins `| variable | default |`. */
export function configRows(markdown: string): ConfigRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*variable\s*\|\s*default\s*\|/.test(line));
  if (start < 0) return [];
  const rows: ConfigRow[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [variable = '', defaultCell = ''] = line
      .slice(1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    rows.push({ variable: variable.replace(/`/g, ''), defaultCell });
  }
  return rows;
}

/**
 * What differs between the table and the schema: `names` are the variables the schema reads,
 * `defaults` what it makes of an empty environment (undefined: no default of its own).
 */
export function configTableProblems(
  rows: ConfigRow[],
  names: string[],
  defaults: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const documented = new Map(rows.map((row) => [row.variable, row]));
  for (const name of names) {
    const row = documented.get(name);
    if (!row) {
      problems.push(`${name} is read by the server but has no row in the table`);
      continue;
    }
    const value = defaults[name];
    if (value !== undefined && !row.defaultCell.includes(`\`${String(value)}\``)) {
      problems.push(
        `${name}: the schema's default is ${String(value)}, the table says ${row.defaultCell}`,
      );
    }
  }
  for (const row of rows) {
    if (!names.includes(row.variable)) {
      problems.push(`${row.variable} has a row in the table but the server does not read it`);
    }
  }
  return problems;
}
