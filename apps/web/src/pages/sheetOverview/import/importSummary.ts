import type { TFunction } from 'i18next';
import type { ImportReport } from '../../../api/imports';

/** The report as one readable line, for SPEC's "Result: {0}". */
export function importSummary(t: TFunction, report: ImportReport): string {
  const none = t('import.report.none');
  const parts = [
    report.kind === 'single'
      ? t('import.report.single')
      : t('import.report.variants', {
          count: report.variants.length,
          names: report.variants.map((v) => v.name).join(', ') || none,
        }),
    t('import.report.elements', {
      count: report.elementsChanged.length,
      names: report.elementsChanged.join(', ') || none,
    }),
    t('import.report.warnings', { count: report.warnings.length }),
  ];
  return parts.join('; ');
}
