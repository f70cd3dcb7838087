import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/errors.ts';
import { type PaletteColorRow, paletteColors } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';

export const STALE_PALETTE_COLOR =
  'This colour was changed by someone else in the meantime. Reload the palette to see their changes; yours were not saved.';
export const DUPLICATE_PALETTE_COLOR =
  'This brand already has a colour with that name. Choose another name.';

/** A colour's name and values as an admin writes them. */
export interface PaletteColorFields {
  name: string;
  cyan: number;
  magenta: number;
  yellow: number;
  black: number;
  spotName: string | null;
}

type Reader = Pick<Database, 'select'>;

/** A ci's colours (or every ci's), by ci and name: a palette has a few dozen at most. */
export function listPaletteColors(db: Reader, ci?: string): Promise<PaletteColorRow[]> {
  return db
    .select()
    .from(paletteColors)
    .where(ci === undefined ? undefined : eq(paletteColors.ci, ci))
    .orderBy(asc(paletteColors.ci), asc(paletteColors.name), asc(paletteColors.id));
}

/** A name taken within the ci is a 409 a person understands, not a database error. */
async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(DUPLICATE_PALETTE_COLOR);
    throw error;
  }
}

export function createPaletteColor(
  db: Database,
  ci: string,
  fields: PaletteColorFields,
): Promise<PaletteColorRow> {
  return unique(async () => {
    const [row] = await db
      .insert(paletteColors)
      .values({ ci, ...fields })
      .returning();
    if (!row) throw new Error('insert returned no palette colour');
    return row;
  });
}

/** Renames or changes a colour if it is still at `version`. */
export function updatePaletteColor(
  db: Database,
  id: number,
  version: number,
  fields: PaletteColorFields,
): Promise<PaletteColorRow> {
  return unique(async () => {
    const [row] = await db
      .update(paletteColors)
      .set({ ...fields, version: sql`${paletteColors.version} + 1`, modified: new Date() })
      .where(and(eq(paletteColors.id, id), eq(paletteColors.version, version)))
      .returning();
    if (row) return row;
    const [exists] = await db
      .select({ id: paletteColors.id })
      .from(paletteColors)
      .where(eq(paletteColors.id, id));
    throw exists ? conflict(STALE_PALETTE_COLOR) : notFound('The colour');
  });
}

/** Deletes a colour; sheets that use it keep the values they stored (model/palette.ts). */
export async function deletePaletteColor(db: Database, id: number): Promise<void> {
  const deleted = await db
    .delete(paletteColors)
    .where(eq(paletteColors.id, id))
    .returning({ id: paletteColors.id });
  if (deleted.length === 0) throw notFound('The colour');
}
