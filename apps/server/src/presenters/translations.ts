import type { TranslationImportAnswer } from '@pms/contracts';
import type { SignThumbnail } from '../exports/thumbnailUrls.ts';
import type { TranslationImport } from '../translations/translationImport.ts';
import { presentRegionalSheet } from './sheets.ts';

/** A translation import's answer: { report, sheet, message }, the report with what overflows. */
export function presentTranslationImport(
  { row, report, sheetFields, overflow }: TranslationImport,
  signThumbnail: SignThumbnail,
): TranslationImportAnswer {
  return {
    report: {
      ...report,
      sheetFields,
      overflowing: overflow.overflowing,
      overflowUnchecked: overflow.unchecked,
    },
    sheet: presentRegionalSheet(row, signThumbnail),
    message: `${report.matched} texts matched, ${report.changed} changed.`,
  };
}
