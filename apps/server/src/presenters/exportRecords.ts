import type { ExportRecordAnswer, ExportRecordCollection } from '@pms/contracts';
import { exportOptionsSchema } from '../exports/exportFile.ts';
import type { ExportRecordRow } from '../exports/exportRecords.ts';
import { hydraCollection, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

/** An export in the history: what was asked for, and where to download it again. */
export function presentExportRecord(row: ExportRecordRow): ExportRecordAnswer {
  const options = exportOptionsSchema.parse(row.request);
  const sheet =
    row.regionalSheetId === null
      ? iri('sheets', row.sheetId ?? 0)
      : iri('regional_sheets', row.regionalSheetId);
  return {
    '@id': iri('export_records', row.id),
    '@type': 'ExportRecord',
    id: row.id,
    user: iri('users', row.userId),
    sheet,
    sheetName: row.sheetName,
    sheetVersion: row.sheetVersion,
    format: options.format,
    pdf: options.pdf,
    page: options.page,
    selection: options.selection ?? {},
    dealerValues: options.dealerValues,
    file: `${iri('export_records', row.id)}/file`,
    created: row.created.toISOString(),
  };
}

/** A page of the export history; the view links keep the user asked for. */
export function presentExportRecordList(
  rows: ExportRecordRow[],
  total: number,
  paging: Paging,
  user: string | undefined,
): ExportRecordCollection {
  return hydraCollection(
    'export_records',
    rows.map(presentExportRecord),
    total,
    paging,
    keptParameters(paging, { user }),
  );
}
