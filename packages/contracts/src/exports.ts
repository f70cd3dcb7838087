import { z } from 'zod';
import { hydraCollection, iriField, member, pagingShape, timestamp } from './common.ts';
import { dealerValuesSchema } from './dealerValues.ts';
import { REGIONS } from './regions.ts';

/** What an export makes: a PDF, a PNG (a ZIP of PNGs for several pages), or all in a ZIP. */
export const ExportFormat = z.enum(['pdf', 'png', 'zip'], {
  error: 'format must be pdf, png or zip.',
});

/** The PDF an export makes: PDF/X-4 for the press, or RGB for the screen. */
export const PdfKind = z.enum(['print', 'screen'], { error: 'pdf must be print or screen.' });

/** What an export asks for, besides the sheet: pages, variants, dealer values and format. */
export const exportOptionsSchema = z.object({
  page: z
    .union([z.literal('all'), z.number().int().min(0)], {
      error: "page must be a page number (0 is the main page) or 'all'.",
    })
    .default('all'),
  selection: z
    .record(z.string(), z.number().int(), {
      error: 'selection maps variant group ids to variant ids.',
    })
    .optional(),
  search: z.string().max(200).optional(),
  dealerValues: dealerValuesSchema.default({}),
  format: ExportFormat.default('pdf'),
  pdf: PdfKind.default('print'),
});

/** POST /api/exports: the sheet's IRI and the export's options. */
export const exportRequestBody = exportOptionsSchema.extend({
  sheet: z.string({ error: 'sheet is required: the IRI of the sheet to export.' }),
});

const whole = (name: string, what: string) =>
  z.coerce
    .number({ error: `${name} must be ${what}.` })
    .int({ error: `${name} must be ${what}.` })
    .optional();

const SIG_ERROR = 'sig must be the signature of a thumbnail link, given once.';

/** GET …/thumbnail.png: the version to cache for good, and a signed link's fields. */
export const thumbnailQuery = z.object({
  v: whole('v', 'a version'),
  exp: whole('exp', 'a time in Unix seconds'),
  u: whole('u', 'the id of the user the link was made for'),
  t: whole('t', "the token version of the link's user"),
  // A signature is 43 characters; the limit only keeps junk from being compared.
  sig: z.string({ error: SIG_ERROR }).max(200, { error: SIG_ERROR }).optional(),
  /** The overview's search: the main page shows the variants it selects (SPEC section 4). */
  search: z
    .string({ error: 'search must be a text.' })
    .max(200, { error: 'search must be at most 200 characters.' })
    .optional(),
});

/** POST /api/batch_exports: a sheet (master or copy) for every dealer of a region, in one format. */
export const batchExportRequestBody = z.object({
  sheet: z.string({ error: 'sheet must be a sheet such as /api/regional_sheets/7.' }).max(200),
  region: z.enum(REGIONS, { error: `region must be one of ${REGIONS.join(', ')}.` }).optional(),
  format: z.enum(['pdf', 'png'], { error: 'format must be pdf or png.' }).default('pdf'),
});

/** GET /api/batch_exports: a page. */
export const batchExportListQuery = z.object(pagingShape);

/** The formats a batch makes for each dealer. */
export const BatchFormat = z.enum(['pdf', 'png']);

/** Where a batch stands: waiting, rendering, or finished one way or another. */
export const BatchStatus = z.enum(['queued', 'running', 'done', 'cancelled', 'failed']);

/** An export in the history: what was asked for, and where to download it again. */
export const ExportRecordAnswer = z.object({
  ...member('ExportRecord'),
  id: z.number().int(),
  user: iriField,
  sheet: iriField,
  sheetName: z.string(),
  sheetVersion: z.number().int(),
  format: ExportFormat,
  pdf: PdfKind,
  page: z.union([z.literal('all'), z.number().int()]),
  selection: z.record(z.string(), z.number().int()),
  dealerValues: dealerValuesSchema,
  file: z.string(),
  created: timestamp,
});

export const ExportRecordCollection = hydraCollection(ExportRecordAnswer);

/** A dealer a batch made no file for, and why. */
export const SkippedDealer = z.object({ hnr: z.string(), dealer: z.string(), reason: z.string() });

/** A batch export with its progress and the dealers it made no file for. */
export const BatchExportAnswer = z.object({
  ...member('BatchExport'),
  id: z.number().int(),
  user: iriField,
  sheet: iriField,
  sheetName: z.string(),
  sheetVersion: z.number().int(),
  region: z.string(),
  format: BatchFormat,
  status: BatchStatus,
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
  skipped: z.array(SkippedDealer),
  file: z.string().nullable(),
  created: timestamp,
  finished: timestamp.nullable(),
});

export const BatchExportCollection = hydraCollection(BatchExportAnswer);

// The types the presenters answer with and clients read.
export type ExportFormat = z.infer<typeof ExportFormat>;
export type PdfKind = z.infer<typeof PdfKind>;
export type ExportOptions = z.output<typeof exportOptionsSchema>;
export type ThumbnailQuery = z.output<typeof thumbnailQuery>;
export type BatchFormat = z.infer<typeof BatchFormat>;
export type BatchStatus = z.infer<typeof BatchStatus>;
export type ExportRecordAnswer = z.infer<typeof ExportRecordAnswer>;
export type ExportRecordCollection = z.infer<typeof ExportRecordCollection>;
export type SkippedDealer = z.infer<typeof SkippedDealer>;
export type BatchExportAnswer = z.infer<typeof BatchExportAnswer>;
export type BatchExportCollection = z.infer<typeof BatchExportCollection>;

/**
 * `GET {sheet}/preflight`: a sheet's own findings for who may change it. Each finding carries
 * its check's own figures besides these fields (the engine's PreflightFinding), kept as sent.
 */
export const SheetPreflight = z.object({
  errors: z.number().int(),
  warnings: z.number().int(),
  findings: z.array(
    z.looseObject({
      check: z.string(),
      severity: z.enum(['error', 'warning']),
      page: z.number().int(),
      elementId: z.number().int(),
      elementName: z.string(),
      elementType: z.string(),
    }),
  ),
});
export type SheetPreflight = z.output<typeof SheetPreflight>;
