import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  ciFonts,
  type FontFamilyRow,
  type FontFileRow,
  fontFamilies,
  fontFiles,
  users,
} from '../db/schema/index.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { revisionsOf } from './fontRevisions.ts';

/** A face's columns as lists show them: never its bytes, which are served under /fonts/. */
export const FACE_COLUMNS = {
  familyId: fontFiles.familyId,
  face: fontFiles.face,
  fileName: fontFiles.fileName,
  byteSize: fontFiles.byteSize,
  fontName: fontFiles.fontName,
  fontStyle: fontFiles.fontStyle,
  missing: fontFiles.missing,
  checksum: fontFiles.checksum,
  created: fontFiles.created,
};

/** A face as the API shows it, with who uploaded it when known. */
export type FaceSummary = Pick<
  FontFileRow,
  'face' | 'fileName' | 'byteSize' | 'fontName' | 'fontStyle' | 'missing' | 'checksum' | 'created'
> & { uploadedBy: string | null };

/** An earlier file of a face, restorable (fontRevisions.ts); never its bytes. */
export interface RevisionSummary {
  id: number;
  face: string;
  fileName: string;
  byteSize: number;
  fontName: string;
  fontStyle: string;
  checksum: string;
  created: Date;
  uploadedBy: string | null;
  replaced: Date;
}

/** What a family shows besides its own row, per family id. */
export interface FontFamilyDetails {
  faces: Map<number, FaceSummary[]>;
  cis: Map<number, string[]>;
  revisions: Map<number, RevisionSummary[]>;
}

/** A family with its faces, assigned cis and earlier files. */
export interface FontFamilyWithDetails {
  row: FontFamilyRow;
  faces: FaceSummary[];
  cis: string[];
  revisions: RevisionSummary[];
}

const byId = <T extends { familyId: number }>(rows: T[]) => {
  const grouped = new Map<number, T[]>();
  for (const row of rows) grouped.set(row.familyId, [...(grouped.get(row.familyId) ?? []), row]);
  return grouped;
};

/** The faces, earlier files and assigned cis of the families `ids`, without the bytes. */
export async function fontFamilyDetails(db: Database, ids: number[]): Promise<FontFamilyDetails> {
  const faces = new Map<number, FaceSummary[]>();
  const cis = new Map<number, string[]>();
  const revisions = new Map<number, RevisionSummary[]>();
  if (ids.length === 0) return { faces, cis, revisions };
  const faceRows = await db
    .select({ ...FACE_COLUMNS, uploadedBy: users.username })
    .from(fontFiles)
    .leftJoin(users, eq(users.id, fontFiles.createdBy))
    .where(inArray(fontFiles.familyId, ids));
  const ciRows = await db
    .select()
    .from(ciFonts)
    .where(inArray(ciFonts.familyId, ids))
    .orderBy(asc(ciFonts.ci));
  for (const [id, rows] of byId(faceRows)) faces.set(id, rows);
  for (const [id, rows] of byId(ciRows))
    cis.set(
      id,
      rows.map((row) => row.ci),
    );
  for (const [id, rows] of byId(await revisionsOf(db, ids))) revisions.set(id, rows);
  return { faces, cis, revisions };
}

/** One page of font families in id order with their details, and the number of all. */
export async function listFontFamilies(db: Database, paging: Paging) {
  const [total] = await db.select({ n: count() }).from(fontFamilies);
  const rows = await db
    .select()
    .from(fontFamilies)
    .orderBy(paging['order[id]'] === 'desc' ? desc(fontFamilies.id) : asc(fontFamilies.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  const details = await fontFamilyDetails(
    db,
    rows.map((row) => row.id),
  );
  return { rows, details, total: total?.n ?? 0 };
}

/** The family `id` with its faces, cis and earlier files, or undefined. */
export async function findFontFamily(
  db: Database,
  id: number,
): Promise<FontFamilyWithDetails | undefined> {
  const [row] = await db.select().from(fontFamilies).where(eq(fontFamilies.id, id));
  if (!row) return undefined;
  const { faces, cis, revisions } = await fontFamilyDetails(db, [id]);
  return {
    row,
    faces: faces.get(id) ?? [],
    cis: cis.get(id) ?? [],
    revisions: revisions.get(id) ?? [],
  };
}

/** Whether the family `id` exists (checked before an upload's body is read). */
export async function fontFamilyExists(db: Database, id: number): Promise<boolean> {
  const [family] = await db
    .select({ id: fontFamilies.id })
    .from(fontFamilies)
    .where(eq(fontFamilies.id, id));
  return family !== undefined;
}

/** The families with at least one face, by name: those a text element may be set in. */
export function familiesWithFaces(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .selectDistinct({ id: fontFamilies.id, name: fontFamilies.name })
    .from(fontFamilies)
    .innerJoin(fontFiles, eq(fontFiles.familyId, fontFamilies.id))
    .orderBy(asc(fontFamilies.name), asc(fontFamilies.id));
}
