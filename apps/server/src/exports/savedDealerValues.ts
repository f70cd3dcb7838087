import { type DealerValues, dealerValuesSchema, type VariantSelection } from '@pms/sheet';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dealerSheetValues, users } from '../db/schema/index.ts';
import { keptValues } from './keptValues.ts';
import type { ReadableSheet } from './readableSheet.ts';

/** A saved selection: variant per group, per page ({"0": {"1": 4}}); anything else is none. */
const savedSelection = z.record(z.string(), z.record(z.string(), z.number())).catch({});

/** What a dealer saved for a sheet, as far as the sheet (at this revision) still takes it. */
export interface SavedDealerValues {
  values: DealerValues;
  pageSelections: Record<number, VariantSelection>;
}

/**
 * The dealer values a dealer (by dealer number) saved for this sheet, newest of their users'
 * first, kept to those the sheet still takes; none saved is empty (profile and master apply).
 */
export async function savedDealerValues(
  app: FastifyInstance,
  sheet: Pick<ReadableSheet, 'kind' | 'id' | 'data'>,
  hnr: string,
): Promise<SavedDealerValues> {
  const owner =
    sheet.kind === 'sheets'
      ? eq(dealerSheetValues.sheetId, sheet.id)
      : eq(dealerSheetValues.regionalSheetId, sheet.id);
  const [row] = await app.db
    .select({ values: dealerSheetValues.values, selection: dealerSheetValues.selection })
    .from(dealerSheetValues)
    .innerJoin(users, eq(users.id, dealerSheetValues.userId))
    .where(and(owner, isNotNull(users.hnr), eq(users.hnr, hnr)))
    .orderBy(desc(dealerSheetValues.modified), desc(dealerSheetValues.id))
    .limit(1);
  if (!row) return { values: {}, pageSelections: {} };
  const { kept } = keptValues(sheet.data, dealerValuesSchema.catch({}).parse(row.values));
  const pageSelections: Record<number, VariantSelection> = {};
  for (const [page, groups] of Object.entries(savedSelection.parse(row.selection))) {
    pageSelections[Number(page)] = Object.fromEntries(
      Object.entries(groups).map(([group, variant]) => [Number(group), variant]),
    );
  }
  return { values: kept, pageSelections };
}
