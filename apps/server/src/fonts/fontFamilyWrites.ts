import { createHash } from 'node:crypto';
import type { FontFacts } from '@pms/sheet/node';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/errors.ts';
import { ciFonts, type FontFamilyRow, fontFamilies, fontFiles } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';
import { FACE_COLUMNS } from './fontFamilyQueries.ts';
import {
  bumpFamily,
  currentFace,
  findRevision,
  keepAsRevision,
  lockFamily,
  restoreRevision,
} from './fontRevisions.ts';

/** Why a family cannot be deleted yet, and what to do first. */
export function stillAssigned(name: string, cis: string[]): string {
  const brands = new Intl.ListFormat('en', { type: 'conjunction' }).format(cis);
  return (
    `"${name}" is the brand font of ${brands}. Assign another family to ${brands} first ` +
    '(or remove the brand from this family to set it in Noto Sans), then delete it.'
  );
}

/** Creates a named font family without faces; a name in use is a 409. */
export async function createFontFamily(db: Database, name: string): Promise<FontFamilyRow> {
  try {
    const [row] = await db.insert(fontFamilies).values({ name }).returning();
    if (!row) throw new Error('the font family was not written');
    return row;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw conflict(`A font family named "${name}" exists already. Choose another name.`);
    }
    throw error;
  }
}

/**
 * Deletes a family with its faces and their earlier files; refused (409) while it is the brand
 * font of a ci, so no brand changes its typeface by a delete.
 */
export async function deleteFontFamily(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [family] = await tx
      .select({ name: fontFamilies.name })
      .from(fontFamilies)
      .where(eq(fontFamilies.id, id))
      .for('update');
    if (!family) throw notFound('The font family');
    // ci_fonts is written without the family's lock: lock its rows of this family too.
    const assigned = await tx
      .select({ ci: ciFonts.ci })
      .from(ciFonts)
      .where(eq(ciFonts.familyId, id))
      .orderBy(asc(ciFonts.ci))
      .for('update');
    if (assigned.length > 0) {
      throw conflict(
        stillAssigned(
          family.name,
          assigned.map((row) => row.ci),
        ),
      );
    }
    await tx.delete(fontFamilies).where(eq(fontFamilies.id, id));
  });
}

/** An inspected font file to become a face of a family. */
export interface FaceUpload {
  familyId: number;
  face: string;
  fileName: string;
  bytes: Uint8Array;
  facts: FontFacts;
  createdBy: number;
}

/**
 * Stores a face, keeping the file it replaces as a revision and bumping the family's version,
 * all together: renderers never see one without the other. Answers the face without bytes.
 */
export async function saveFace(db: Database, upload: FaceUpload) {
  const { familyId, bytes, facts } = upload;
  const values = {
    familyId,
    face: upload.face,
    fileName: (upload.fileName || 'font').slice(0, 255),
    bytes,
    checksum: createHash('sha256').update(bytes).digest('hex'),
    byteSize: bytes.length,
    fontName: facts.family.slice(0, 255),
    fontStyle: facts.style.slice(0, 255),
    missing: facts.missing,
    created: new Date(),
    createdBy: upload.createdBy,
  };
  return db.transaction(async (tx) => {
    // Deleted while the file was read: nothing of the upload stays.
    if ((await lockFamily(tx, familyId)) === null) throw notFound('The font family');
    const replaced = await currentFace(tx, familyId, upload.face);
    if (replaced) {
      await tx.delete(fontFiles).where(eq(fontFiles.id, replaced.id));
      await keepAsRevision(tx, replaced);
    }
    const [row] = await tx.insert(fontFiles).values(values).returning(FACE_COLUMNS);
    await bumpFamily(tx, familyId);
    if (!row) throw new Error('the face was not written');
    return row;
  });
}

/** Removes one face of a family; its file is kept as a revision. */
export async function removeFace(db: Database, familyId: number, face: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current =
      (await lockFamily(tx, familyId)) === null ? undefined : await currentFace(tx, familyId, face);
    if (!current) throw notFound(`The ${face} face of this font family`);
    await tx.delete(fontFiles).where(eq(fontFiles.id, current.id));
    await keepAsRevision(tx, current);
    await bumpFamily(tx, familyId);
  });
}

/** Makes the earlier file `revisionId` of family `familyId` its face's file again. */
export async function restoreFaceRevision(
  db: Database,
  familyId: number,
  revisionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found =
      (await lockFamily(tx, familyId)) === null
        ? undefined
        : await findRevision(tx, familyId, revisionId);
    if (!found) throw notFound('That earlier file of the font family');
    await restoreRevision(tx, found.id);
  });
}
