import {
  type BatchExportAnswer,
  type BatchExportCollection,
  BatchFormat,
  BatchStatus,
} from '@pms/contracts';
import type { SkippedDealer } from '../batch/unservedDealers.ts';
import type { BatchExportRow } from '../db/schema/index.ts';
import { hydraCollection, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

/** A batch export with its progress and the dealers it made no file for. */
export function presentBatch(row: BatchExportRow, skipped: SkippedDealer[]): BatchExportAnswer {
  const sheet =
    row.regionalSheetId === null
      ? iri('sheets', row.sheetId ?? 0)
      : iri('regional_sheets', row.regionalSheetId);
  return {
    '@id': iri('batch_exports', row.id),
    '@type': 'BatchExport',
    id: row.id,
    user: iri('users', row.userId),
    sheet,
    sheetName: row.sheetName,
    sheetVersion: row.sheetVersion,
    region: row.region,
    // The columns are text; the request's schema and a check constraint keep them to these.
    format: BatchFormat.parse(row.format),
    status: BatchStatus.parse(row.status),
    total: row.total,
    done: row.done,
    error: row.error,
    // Dealers the batch made no file for (no profile, a text that overflows), each with why.
    skipped,
    file: row.status === 'done' ? `${iri('batch_exports', row.id)}/file` : null,
    created: row.created.toISOString(),
    finished: row.finished?.toISOString() ?? null,
  };
}

/** A page of batch exports, each with the dealers it skipped (by batch id). */
export function presentBatchList(
  rows: BatchExportRow[],
  skipped: Map<number, SkippedDealer[]>,
  total: number,
  paging: Paging,
): BatchExportCollection {
  return hydraCollection(
    'batch_exports',
    rows.map((row) => presentBatch(row, skipped.get(row.id) ?? [])),
    total,
    paging,
    keptParameters(paging, {}),
  );
}
