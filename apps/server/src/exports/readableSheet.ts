import { parseSheetData, type SheetData } from '@pms/sheet';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { sheets } from '../db/schema/index.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { visibleSheets } from '../policies/sheetVisibility.ts';
import { readableCopy } from '../routes/regional_sheets/readableCopy.ts';

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

const SHEET_IRI = /^\/api\/(sheets|regional_sheets)\/(\d+)$/;

/**
 * The master or regional sheet an IRI names, if this user may read it (the same rules as
 * reading it through its own resource), with its data parsed by the engine.
 */
export async function readableSheet(
  app: FastifyInstance,
  principal: Principal,
  reference: string,
): Promise<ReadableSheet> {
  const match = SHEET_IRI.exec(reference.trim());
  if (!match)
    throw badRequest('sheet must be a sheet such as /api/sheets/3 or /api/regional_sheets/7.');
  const kind = match[1] === 'sheets' ? 'sheets' : 'regional_sheets';
  const id = Number(match[2]);
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
