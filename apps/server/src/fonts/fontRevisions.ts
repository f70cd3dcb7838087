import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  type FontFileRow,
  fontFamilies,
  fontFileRevisions,
  fontFiles,
  users,
} from '../db/schema/index.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Earlier files kept per face: enough to undo a few mistaken uploads without hoarding bytes. */
export const REVISIONS_KEPT = 10;

/**
 * Locks the family for the rest of the transaction and returns its id, or null when it does
 * not exist. Every write to a family's faces takes it first, so two uploads of the same face
 * cannot both keep the same old file and lose each other's.
 */
export async function lockFamily(tx: Transaction, familyId: number): Promise<number | null> {
  const [row] = await tx
    .select({ id: fontFamilies.id })
    .from(fontFamilies)
    .where(eq(fontFamilies.id, familyId))
    .for('update');
  return row?.id ?? null;
}

/** Renderers cache a family by its version: every change of its bytes must bump it. */
export async function bumpFamily(tx: Transaction, familyId: number) {
  await tx
    .update(fontFamilies)
    .set({ version: sql`${fontFamilies.version} + 1`, modified: new Date() })
    .where(eq(fontFamilies.id, familyId));
}

/** The face's current file, with its bytes, or undefined. */
export async function currentFace(tx: Transaction, familyId: number, face: string) {
  const [row] = await tx
    .select()
    .from(fontFiles)
    .where(and(eq(fontFiles.familyId, familyId), eq(fontFiles.face, face)));
  return row;
}

/**
 * Keeps `row` (a face's file about to be replaced or removed) as a revision, then drops the
 * face's revisions beyond the newest REVISIONS_KEPT.
 */
export async function keepAsRevision(tx: Transaction, row: FontFileRow) {
  const { id: _id, ...file } = row;
  await tx.insert(fontFileRevisions).values({ ...file, replaced: new Date() });
  const kept = tx
    .select({ id: fontFileRevisions.id })
    .from(fontFileRevisions)
    .where(and(eq(fontFileRevisions.familyId, row.familyId), eq(fontFileRevisions.face, row.face)))
    .orderBy(desc(fontFileRevisions.replaced), desc(fontFileRevisions.id))
    .limit(REVISIONS_KEPT);
  await tx
    .delete(fontFileRevisions)
    .where(
      and(
        eq(fontFileRevisions.familyId, row.familyId),
        eq(fontFileRevisions.face, row.face),
        notInArray(fontFileRevisions.id, kept),
      ),
    );
}

/** The revision `revisionId` if it belongs to family `familyId`, or undefined. */
export async function findRevision(tx: Transaction, familyId: number, revisionId: number) {
  const [row] = await tx
    .select({ id: fontFileRevisions.id })
    .from(fontFileRevisions)
    .where(and(eq(fontFileRevisions.id, revisionId), eq(fontFileRevisions.familyId, familyId)));
  return row;
}

/**
 * Makes a revision the face's file again. The file it replaces becomes a revision itself, so a
 * restore is undone the same way. The caller holds the family's lock.
 */
export async function restoreRevision(tx: Transaction, revisionId: number) {
  const [revision] = await tx
    .delete(fontFileRevisions)
    .where(eq(fontFileRevisions.id, revisionId))
    .returning();
  if (!revision) return undefined;
  const current = await currentFace(tx, revision.familyId, revision.face);
  if (current) {
    await tx.delete(fontFiles).where(eq(fontFiles.id, current.id));
    await keepAsRevision(tx, current);
  }
  const { id: _id, replaced: _replaced, ...file } = revision;
  const [restored] = await tx.insert(fontFiles).values(file).returning();
  await bumpFamily(tx, revision.familyId);
  return restored;
}

/** The families' revisions without their bytes, newest first. */
export async function revisionsOf(db: Database, familyIds: number[]) {
  if (familyIds.length === 0) return [];
  return db
    .select({
      id: fontFileRevisions.id,
      familyId: fontFileRevisions.familyId,
      face: fontFileRevisions.face,
      fileName: fontFileRevisions.fileName,
      byteSize: fontFileRevisions.byteSize,
      fontName: fontFileRevisions.fontName,
      fontStyle: fontFileRevisions.fontStyle,
      checksum: fontFileRevisions.checksum,
      created: fontFileRevisions.created,
      uploadedBy: users.username,
      replaced: fontFileRevisions.replaced,
    })
    .from(fontFileRevisions)
    .leftJoin(users, eq(users.id, fontFileRevisions.createdBy))
    .where(inArray(fontFileRevisions.familyId, familyIds))
    .orderBy(desc(fontFileRevisions.replaced), desc(fontFileRevisions.id));
}
