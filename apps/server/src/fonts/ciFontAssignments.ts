import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/errors.ts';
import { ciFonts, fontFamilies, fontFiles } from '../db/schema/index.ts';
import { notFound } from '../http/httpError.ts';

/** A ci's brand family and that family's version. */
export interface CiFontAssignment {
  ci: string;
  familyId: number;
  version: number;
}

/** The ci assignments whose family has at least one face, by ci; the others use Noto Sans. */
export function ciFontAssignments(db: Database): Promise<CiFontAssignment[]> {
  return db
    .selectDistinct({
      ci: ciFonts.ci,
      familyId: fontFamilies.id,
      version: fontFamilies.version,
    })
    .from(ciFonts)
    .innerJoin(fontFamilies, eq(fontFamilies.id, ciFonts.familyId))
    .innerJoin(fontFiles, eq(fontFiles.familyId, fontFamilies.id))
    .orderBy(asc(ciFonts.ci));
}

/** Removes the ci's brand family: its sheets are set in Noto Sans again. */
export async function clearCiFont(db: Database, ci: string): Promise<void> {
  await db.delete(ciFonts).where(eq(ciFonts.ci, ci));
}

/**
 * Sets the ci's brand family and answers the family's version; a family that does not exist
 * (or is deleted meanwhile) is a 404 and writes nothing.
 */
export async function assignCiFont(db: Database, ci: string, familyId: number): Promise<number> {
  const [family] = await db
    .select({ id: fontFamilies.id, version: fontFamilies.version })
    .from(fontFamilies)
    .where(eq(fontFamilies.id, familyId));
  if (!family) throw notFound('The font family');
  const modified = new Date();
  try {
    await db
      .insert(ciFonts)
      .values({ ci, familyId, modified })
      .onConflictDoUpdate({ target: ciFonts.ci, set: { familyId, modified } });
  } catch (error) {
    // Deleted since it was read: the foreign key refuses, nothing is written.
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw notFound('The font family');
    throw error;
  }
  return family.version;
}
