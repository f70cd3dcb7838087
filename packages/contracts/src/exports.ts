import { z } from 'zod';
import { hydraCollection, iriField, member, timestamp } from './common.ts';

/** An export in the history: what was asked for, and where to download it again. */
export const ExportRecordAnswer = z.object({
  ...member('ExportRecord'),
  id: z.number().int(),
  user: iriField,
  sheet: iriField,
  sheetName: z.string(),
  sheetVersion: z.number().int(),
  format: z.enum(['pdf', 'png', 'zip']),
  pdf: z.enum(['print', 'screen']),
  page: z.union([z.literal('all'), z.number().int()]),
  selection: z.record(z.string(), z.number().int()),
  dealerValues: z.record(z.string(), z.unknown()),
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
  format: z.string(),
  status: z.string(),
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
export type ExportRecordAnswer = z.infer<typeof ExportRecordAnswer>;
export type ExportRecordCollection = z.infer<typeof ExportRecordCollection>;
export type SkippedDealer = z.infer<typeof SkippedDealer>;
export type BatchExportAnswer = z.infer<typeof BatchExportAnswer>;
export type BatchExportCollection = z.infer<typeof BatchExportCollection>;
