import { parseSheetData, type SheetData } from '@pms/sheet';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { sheets } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { MAX_ID } from '../http/ids.ts';
import { type SheetReference, sheetFromReference } from '../http/references.ts';
import { visibleSheets } from '../policies/sheetVisibility.ts';
import { readableCopy } from '../sheets/readableCopy.ts';

export interface ReadableSheet {
  kind: 'sheets' | 'regional_sheets';
  id: number;
  name: string;
  details: string;
  version: number;
  data: SheetData;
  /** The region of a regional copy, null for a master: its text's language follows it. */
  region: string | null;
}

/** The refusal of a body's sheet reference that names no sheet the way paths do. */
export const NOT_A_SHEET = `sheet must be a sheet such as /api/sheets/3 or /api/regional_sheets/7, its id a whole number from 1 to ${MAX_ID} without signs, spaces or leading zeros.`;

/**
 * The master or regional sheet an IRI names, if this user may read it (the same rules as
 * reading it through its own resource), with its data parsed by the engine.
 */
export async function readableSheet(
  app: FastifyInstance,
  principal: Principal,
  reference: string,
): Promise<ReadableSheet> {
  const named = sheetFromReference(reference);
  if (!named) throw badRequest(NOT_A_SHEET);
  const { kind, id } = named;
  if (kind === 'regional_sheets') {
    const row = await readableCopy(app, principal, id);
    return {
      kind,
      id,
      name: row.name,
      details: row.details,
      version: row.version,
      data: parseSheetData(row.data),
      region: row.region,
    };
  }
  const [row] = await app.db
    .select({
      name: sheets.name,
      details: sheets.details,
      version: sheets.version,
      data: sheets.data,
    })
    .from(sheets)
    .where(and(eq(sheets.id, id), visibleSheets(principal)));
  if (!row) throw notFound('The sheet');
  return {
    kind,
    id,
    name: row.name,
    details: row.details,
    version: row.version,
    data: parseSheetData(row.data),
    region: null,
  };
}

/**
 * Refuses, as readableSheet and so a new export would, a sheet this user may not read now
 * (403 another region's copy, 404 hidden or gone), without parsing its data.
 */
export async function assertMayReadSheet(
  app: FastifyInstance,
  principal: Principal,
  sheet: SheetReference,
): Promise<void> {
  if (sheet.kind === 'regional_sheets') {
    await readableCopy(app, principal, sheet.id);
    return;
  }
  const [row] = await app.db
    .select({ id: sheets.id })
    .from(sheets)
    .where(and(eq(sheets.id, sheet.id), visibleSheets(principal)));
  if (!row) throw notFound('The sheet');
}
