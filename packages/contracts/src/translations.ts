import { z } from 'zod';
import { RegionalSheetAnswer } from './sheets.ts';

/** A BCP 47 language tag such as `de`, `cs` or `de-AT`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;

const language = z
  .string()
  .regex(LANGUAGE_TAG, { error: 'Languages are tags such as de, cs or de-AT.' });

/** GET …/translations: the file's format, and the languages it names. */
export const translationExportQuery = z.object({
  format: z.enum(['xlsx', 'xliff'], { error: "format must be 'xlsx' or 'xliff'." }),
  target: language.optional(),
  source: language.optional(),
});

/** What the docs show of a translation import's multipart form. */
export const translationImportForm = z.object({
  file: z.string().describe('The XLSX or XLIFF file.'),
  version: z.string().optional(),
});

/** A translated text that does not fit its box, as the PDF would draw it. */
export const OverflowingText = z.strictObject({
  /** The key of the text (a list's or icons' first translated line stands for its box). */
  key: z.string(),
  element: z.string(),
  /** 0 is the main page. */
  page: z.number().int(),
  /** The variant entry, as "Group: Variant"; empty for the element's own text. */
  variant: z.string(),
  /** How far the text reaches below its box, in points. */
  by: z.number(),
});

/** What a translation import did: matches, changes, keys it could not place, overflow. */
export const TranslationImportReport = z.strictObject({
  /** Texts of the sheet the file has a translation for. */
  matched: z.number().int(),
  /** Of those, the ones whose text is now different. */
  changed: z.number().int(),
  /** Keys in the file that name no text of the sheet. */
  unknown: z.array(z.string()),
  /** Texts of the sheet the file has no (non-empty) translation for. */
  notCovered: z.array(z.string()),
  /** The sheet's own fields the file set: 'name', 'details'. */
  sheetFields: z.array(z.string()),
  /** Translated texts that no longer fit their box, each in its own box. */
  overflowing: z.array(OverflowingText),
  /** Translated texts the overflow check had no time for (a very large file). */
  overflowUnchecked: z.number().int(),
  /**
   * Translated texts whose formatting codes the file lost (an XLIFF tool dropped their
   * original data) and the import could not rebuild: imported without that formatting.
   */
  codesMissing: z.array(z.string()).default([]),
});

/** A translation import: the report with what overflows, and the copy as saved. */
export const TranslationImportAnswer = z.object({
  report: TranslationImportReport,
  sheet: RegionalSheetAnswer,
  message: z.string(),
});

// The types the server's translation import and presenter use and clients read.
export type OverflowingText = z.infer<typeof OverflowingText>;
export type TranslationImportReport = z.infer<typeof TranslationImportReport>;
export type TranslationImportAnswer = z.infer<typeof TranslationImportAnswer>;
