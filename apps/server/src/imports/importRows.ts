import type { ImportedVariant, ImportReport } from '@pms/contracts';
import {
  addVariant,
  getPage,
  resolveElement,
  type SheetData,
  SheetOperationError,
  setElementVariantConfig,
  updateElementConfig,
} from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { type Column, classifyColumns, type TemplateElement, templateElements } from './columns.ts';
import type { Table } from './csv.ts';
import { groupNotFound, ImportError } from './messages.ts';
import { overflowWarnings } from './overflow.ts';
import { closestNames, didYouMean } from './suggest.ts';
import { carryVariantValues, dropReplacedVariants } from './templateVariants.ts';
import { patchFor } from './values.ts';

/** A variant the import creates, and what an import does: declared with the answer's contract. */
export type { ImportedVariant, ImportReport };

export interface ImportResult {
  data: SheetData;
  report: ImportReport;
}

type ElementColumn = Extract<Column, { kind: 'element' }>;

/** A single-sheet import has no variants (SPEC section 7): none on any page. */
function withoutVariants(data: SheetData): SheetData {
  const strip = <P extends { elements: SheetData['elements'] }>(page: P): P => ({
    ...page,
    variants: [],
    variant_groups: [],
    elements: page.elements.map((e) => ({ ...e, variants: [] })) as P['elements'],
  });
  return {
    ...strip(data),
    additional_pages: data.additional_pages.map(strip),
    connected_groups: [],
  };
}

/** Every variant group of the template by name, with its page. */
function templateGroups(data: SheetData): Map<string, { page: number; id: number }> {
  const groups = new Map<string, { page: number; id: number }>();
  [data, ...data.additional_pages].forEach((page, index) => {
    for (const group of page.variant_groups) {
      if (!groups.has(group.name)) groups.set(group.name, { page: index, id: group.id });
    }
  });
  return groups;
}

/** What a group suggestion asks of the person importing. */
const GROUP_RULE = 'A variant group is named exactly as in the template.';

/** A file's variant name naming a template variant: as typed, give or take case and spaces. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Runs an engine operation; a refusal becomes the import's refusal with the engine's words. */
function operation<T>(run: () => T, context: string): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof SheetOperationError) {
      throw new ImportError(`${context}: ${error.message}. Import canceled.`);
    }
    throw error;
  }
}

/**
 * Maps a file's rows onto a template (DESIGN.md's data-merge import). Columns name template
 * elements by `config.name`; one row without a group fills the sheet itself and the result
 * has no variants; rows with a group replace that group's variants, one variant per row, with
 * element variant entries holding the row's values. Empty cells leave the template's content.
 * Throws `ImportError` with SPEC's messages for unknown targets and groups. Asynchronous
 * only so the overflow check can let other requests in between its layouts.
 */
export async function importRows(
  template: SheetData,
  table: Table,
  fonts: SheetLayoutFonts,
): Promise<ImportResult> {
  const elements = templateElements(template);
  const columns = classifyColumns(table.headers, elements);
  const groups = templateGroups(template);
  const cell = (row: readonly string[], kind: Column['kind']) => {
    const column = columns.find((c) => c.kind === kind);
    return column ? (row[column.index] ?? '').trim() : '';
  };
  const elementColumns = columns.filter((c): c is ElementColumn => c.kind === 'element');

  // Every group named in the file must exist before anything is built.
  for (const row of table.rows) {
    const group = cell(row, 'group');
    if (group !== '' && !groups.has(group)) {
      const names = closestNames(group, groups.keys());
      throw new ImportError(groupNotFound(group) + didYouMean(names, GROUP_RULE));
    }
  }
  const baseRows = table.rows.filter((row) => cell(row, 'group') === '');
  const variantRows = table.rows.filter((row) => cell(row, 'group') !== '');
  if (baseRows.length > 1) {
    throw new ImportError(
      variantRows.length === 0 && !columns.some((c) => c.kind === 'group')
        ? `The file has ${table.rows.length} rows but no variant group column: a single sheet is one row; for variants, name a group of the template in a "Variant group" column. Import canceled.`
        : `${baseRows.length} rows have no variant group; only one row may fill the sheet itself. Import canceled.`,
    );
  }

  const warnings: string[] = [];
  const changed = new Set<string>();
  const kind = variantRows.length === 0 ? 'single' : 'variants';
  let data = kind === 'single' ? withoutVariants(template) : template;
  const located = (name: string) => elements.get(name) as TemplateElement;

  const baseRow = baseRows[0];
  if (baseRow) {
    for (const column of elementColumns) {
      const value = baseRow[column.index] ?? '';
      if (value.trim() === '') continue;
      const { page, element } = located(column.name);
      const current = getPage(data, page).elements.find((e) => e.id === element.id) ?? element;
      const patch = patchFor(current, column.field, value, warnings);
      data = operation(
        () => updateElementConfig(data, page, element.id, patch),
        `"${column.name}"`,
      );
      changed.add(column.name);
    }
  }

  const variants: ImportedVariant[] = [];
  // Per group the file fills: the template's variants it replaces, and those named again.
  const replaced = new Map<
    string,
    { page: number; group: number; old: number[]; carried: Set<number> }
  >();
  table.rows.forEach((row, rowIndex) => {
    const groupName = cell(row, 'group');
    if (groupName === '') return;
    const group = groups.get(groupName) as { page: number; id: number };
    const name = cell(row, 'variant');
    // Row 1 is the header row, so data rows count from 2 as in the spreadsheet program.
    if (name === '') {
      throw new ImportError(
        `Row ${rowIndex + 2} names the group "${groupName}" but no variant name. Import canceled.`,
      );
    }
    // The rows are the group's variants: the template's own ones make way for them at the end.
    let replacing = replaced.get(groupName);
    if (!replacing) {
      const old = getPage(data, group.page).variants.filter((v) => v.group === group.id);
      replacing = {
        page: group.page,
        group: group.id,
        old: old.map((v) => v.id),
        carried: new Set(),
      };
      replaced.set(groupName, replacing);
    }
    const details = cell(row, 'details');
    data = addVariant(data, group.page, { name, details, group: group.id });
    const variantId = Math.max(...getPage(data, group.page).variants.map((v) => v.id));
    const same = getPage(data, group.page).variants.find(
      (v) => replacing.old.includes(v.id) && !replacing.carried.has(v.id) && sameName(v.name, name),
    );
    if (same) {
      replacing.carried.add(same.id);
      data = carryVariantValues(data, group.page, same.id, variantId);
    }
    const page = getPage(data, group.page);
    variants.push({ page: group.page, group: groupName, name, details });
    for (const column of elementColumns) {
      const value = row[column.index] ?? '';
      if (value.trim() === '') continue;
      const target = located(column.name);
      if (target.page !== group.page) {
        throw new ImportError(
          `The element "${column.name}" is on page ${target.page + 1} and the group "${groupName}" on page ${group.page + 1}: a variant changes elements of its own page only. Import canceled.`,
        );
      }
      const element = page.elements.find((e) => e.id === target.element.id) ?? target.element;
      const resolved = resolveElement(element, [variantId]);
      const patch = patchFor(resolved, column.field, value, warnings);
      data = operation(
        () => setElementVariantConfig(data, group.page, element.id, [variantId], patch),
        `"${column.name}", variant "${name}"`,
      );
      changed.add(column.name);
    }
  });

  data = dropReplacedVariants(data, replaced, warnings);
  warnings.push(...(await overflowWarnings(data, [...changed], variants, fonts)));
  return {
    data,
    report: {
      kind,
      rows: table.rows.length,
      elementsChanged: [...changed],
      variants,
      warnings: [...new Set(warnings)],
    },
  };
}
