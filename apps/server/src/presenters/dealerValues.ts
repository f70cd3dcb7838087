import {
  type DealerValuesAnswer,
  dealerValuesSchema,
  type SavedValuesCollection,
  type SavedValuesSummary,
  variantSelectionSchema,
} from '@pms/contracts';
import type { DealerSheetValuesRow } from '../db/schema/index.ts';
import type { SavedValuesRow } from '../dealers/dealerValues.ts';
import { keptValues } from '../exports/keptValues.ts';
import type { ReadableSheet } from '../exports/readableSheet.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

/**
 * A user's dealer values for one sheet: those the sheet still takes, and under `dropped` the
 * others with the reason. Nothing saved yet is version 0 with no values.
 */
export function presentDealerValues(
  sheet: ReadableSheet,
  userId: number,
  row: DealerSheetValuesRow | undefined,
): DealerValuesAnswer {
  const { kept, dropped } = keptValues(
    sheet.data,
    dealerValuesSchema.catch({}).parse(row?.values ?? {}),
  );
  return hydraItem('DealerValues', `${iri(sheet.kind, sheet.id)}/dealer_values`, {
    sheet: iri(sheet.kind, sheet.id),
    user: iri('users', userId),
    values: kept,
    // A selection saved before it was kept per page is not one any more: the defaults apply.
    selection: variantSelectionSchema.catch({}).parse(row?.selection ?? {}),
    // Nothing saved yet is version 0: the first save sends 0.
    version: row?.version ?? 0,
    modified: row?.modified.toISOString() ?? null,
    dropped,
  });
}

/** Saved values in a user's list of every sheet they filled in, named after their sheet. */
function presentSavedValues({
  row,
  sheetName,
  copyName,
  region,
}: SavedValuesRow): SavedValuesSummary {
  const sheet =
    row.regionalSheetId === null
      ? iri('sheets', row.sheetId ?? 0)
      : iri('regional_sheets', row.regionalSheetId);
  return {
    '@id': `${sheet}/dealer_values?user=${row.userId}`,
    '@type': 'DealerValues',
    sheet,
    sheetName: sheetName ?? copyName ?? '',
    region: region ?? null,
    user: iri('users', row.userId),
    values: row.values,
    selection: row.selection,
    version: row.version,
    modified: row.modified.toISOString(),
  };
}

/** A page of a user's saved values; the view links keep the user asked for. */
export function presentSavedValuesList(
  rows: SavedValuesRow[],
  total: number,
  paging: Paging,
  user: string | undefined,
): SavedValuesCollection {
  return hydraCollection(
    'dealer_values',
    rows.map(presentSavedValues),
    total,
    paging,
    keptParameters(paging, { user }),
  );
}
