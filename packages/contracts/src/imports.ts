import { z } from 'zod';
import { SheetAnswer } from './sheets.ts';

/** POST /api/imports: the form's text fields (the file comes in its own part, `file`). */
export const sheetImportFields = z.object({
  template: z.string({
    error: 'template is required: the sheet to import into, e.g. /api/sheets/3.',
  }),
  name: z.string().optional(),
  category: z.string().optional(),
});

/** What the docs show of the import's multipart form: the fields and the file. */
export const sheetImportForm = sheetImportFields.extend({
  file: z.string().describe('The CSV or XLSX file (binary part).'),
});

/** A variant an import creates. */
export const ImportedVariant = z.strictObject({
  page: z.number().int(),
  group: z.string(),
  name: z.string(),
  details: z.string(),
});

/** What an import does (or, in a dry run, would do). */
export const ImportReport = z.strictObject({
  /** "single": one sheet without variants; "variants": the rows became variants. */
  kind: z.enum(['single', 'variants']),
  rows: z.number().int(),
  /** Names of the template's elements the file changes. */
  elementsChanged: z.array(z.string()),
  variants: z.array(ImportedVariant),
  /** Things to look at before printing, e.g. text that would overflow its box. */
  warnings: z.array(z.string()),
});

/** A data-merge import: a dry run's report, or the new sheet with it. */
export const SheetImportAnswer = z.union([
  z.object({ dryRun: z.literal(true), report: ImportReport, message: z.string() }),
  z.object({
    dryRun: z.literal(false),
    sheet: SheetAnswer,
    report: ImportReport,
    message: z.string(),
  }),
]);

// The types the server's import and presenter use and clients read.
export type ImportedVariant = z.infer<typeof ImportedVariant>;
export type ImportReport = z.infer<typeof ImportReport>;
export type SheetImportAnswer = z.infer<typeof SheetImportAnswer>;

/** A column the import of a template takes (GET /api/imports/templates/{id}). */
export const ImportGuideColumn = z.strictObject({
  header: z.string(),
  /** "element": an element's content; "group", "variant", "details": the variant columns. */
  kind: z.enum(['element', 'group', 'variant', 'details']),
  /** The element's type (p, ul, img, logo, icons, qr) for an element column. */
  type: z.string().optional(),
  /** The element's page, 0 for the first, for an element column. */
  page: z.number().int().optional(),
});

/** What the import of a template expects: its columns, groups and what no column fills. */
export const ImportGuide = z.strictObject({
  template: z.string(),
  columns: z.array(ImportGuideColumn),
  groups: z.array(
    z.strictObject({ name: z.string(), page: z.number().int(), variants: z.array(z.string()) }),
  ),
  /** Elements a spreadsheet cannot fill (a tyre label): kept from the template as they are. */
  notImportable: z.array(z.string()),
});

export type ImportGuideColumn = z.infer<typeof ImportGuideColumn>;
export type ImportGuide = z.infer<typeof ImportGuide>;
