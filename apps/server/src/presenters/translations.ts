import type { TranslationImportAnswer } from '@pms/contracts';
import type { SignThumbnail } from '../exports/thumbnailUrls.ts';
import type { TranslationImport } from '../translations/translationImport.ts';
import { presentRegionalSheet } from './sheets.ts';

/** A translation import's answer: { report, sheet, message }, the report with what overflows. */
export function presentTranslationImport(
  { row, report, sheetFields, overflow, codesMissing }: TranslationImport,
  signThumbnail: SignThumbnail,
): TranslationImportAnswer {
  return {
    report: {
      ...report,
      sheetFields,
      overflowing: overflow.overflowing,
      overflowUnchecked: overflow.unchecked,
      codesMissing,
    },
    sheet: presentRegionalSheet(row, signThumbnail),
    message: `${report.matched} texts matched, ${report.changed} changed.${codesMissingSentence(codesMissing)}`,
  };
}

/** The texts a file lost formatting codes of, named: they were imported without it. */
function codesMissingSentence(keys: readonly string[]): string {
  if (keys.length === 0) return '';
  const names = keys.map((key) => `"${key}"`).join(', ');
  return ` The file lacks the formatting codes of ${names} (a translation tool dropped them); ${keys.length === 1 ? 'its words were' : 'their words were'} imported without that formatting: check ${keys.length === 1 ? 'it' : 'them'} in the designer.`;
}
