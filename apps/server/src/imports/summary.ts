import type { ImportReport } from './importRows.ts';

/** The report in one English sentence, for the dry run's message and the logs. */
export function summarizeImport(report: ImportReport): string {
  const parts: string[] = [];
  if (report.kind === 'single') parts.push('one sheet without variants');
  else {
    const groups = [...new Set(report.variants.map((v) => v.group))];
    parts.push(
      `one sheet with ${report.variants.length} variants in ${groups.map((g) => `"${g}"`).join(', ')} (${report.variants.map((v) => v.name).join(', ')})`,
    );
  }
  parts.push(
    `${report.elementsChanged.length} elements changed (${report.elementsChanged.join(', ') || 'none'})`,
  );
  parts.push(
    report.warnings.length === 0
      ? 'no warnings'
      : `${report.warnings.length} warnings: ${report.warnings.join(' ')}`,
  );
  return `${parts.join('; ')}.`;
}
