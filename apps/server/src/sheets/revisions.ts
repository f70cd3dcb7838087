import type { SheetData } from '@pms/sheet';
import { and, desc, eq } from 'drizzle-orm';
import { updateMaster, updateRegional } from '../commands/sheetWrites.ts';
import type { Database } from '../db/client.ts';
import {
  type RegionalSheetRow,
  regionalSheets,
  type SheetRow,
  type SheetStatus,
  sheetRevisions,
  users,
} from '../db/schema/index.ts';
import { notFound } from '../http/httpError.ts';
import { readSheetData } from './sheetBody.ts';

/** Whose history: a master's (`sheets`) or a regional copy's (`regional_sheets`). */
export type RevisionOwner = 'sheets' | 'regional_sheets';

/** One save as the history lists it. */
export interface RevisionSummary {
  id: number;
  version: number;
  name: string;
  status: string;
  created: Date;
  createdBy: string | null;
}

function ownerColumn(owner: RevisionOwner) {
  return owner === 'sheets' ? sheetRevisions.sheetId : sheetRevisions.regionalSheetId;
}

/** The region of a regional copy, which decides who may change it; undefined when missing. */
export async function regionOfCopy(db: Database, id: number): Promise<string | undefined> {
  const [copy] = await db
    .select({ region: regionalSheets.region })
    .from(regionalSheets)
    .where(eq(regionalSheets.id, id));
  return copy?.region;
}

/** A sheet's saves, newest first, with who made each; empty when the sheet has none (or is gone). */
export function listRevisions(
  db: Database,
  owner: RevisionOwner,
  id: number,
): Promise<RevisionSummary[]> {
  return db
    .select({
      id: sheetRevisions.id,
      version: sheetRevisions.version,
      name: sheetRevisions.name,
      status: sheetRevisions.status,
      created: sheetRevisions.created,
      createdBy: users.username,
    })
    .from(sheetRevisions)
    .leftJoin(users, eq(users.id, sheetRevisions.createdBy))
    .where(eq(ownerColumn(owner), id))
    .orderBy(desc(sheetRevisions.version));
}

async function findRevision(db: Database, owner: RevisionOwner, id: number, version: number) {
  const [revision] = await db
    .select()
    .from(sheetRevisions)
    .where(and(eq(ownerColumn(owner), id), eq(sheetRevisions.version, version)));
  if (!revision) throw notFound('That revision');
  // Old revisions may predate a schema change: restoring migrates them like any save.
  const data: SheetData = readSheetData(revision.data);
  const fields = {
    name: revision.name,
    details: revision.details,
    status: revision.status as SheetStatus,
    data,
  };
  return { revision, fields };
}

/**
 * Restores a master's revision as a new save at `loaded` (the version the user loaded), with
 * its category when the revision kept one; 404 without that revision, 409 when stale.
 */
export async function restoreMasterRevision(
  db: Database,
  userId: number,
  id: number,
  version: number,
  loaded: number,
): Promise<SheetRow> {
  const { revision, fields } = await findRevision(db, 'sheets', id, version);
  return updateMaster(db, userId, id, loaded, {
    ...fields,
    ...(revision.categoryId === null ? {} : { categoryId: revision.categoryId }),
  });
}

/**
 * Restores a copy's revision as a new save at `loaded`; it brings back the master version its
 * texts were translated from.
 */
export async function restoreCopyRevision(
  db: Database,
  userId: number,
  id: number,
  version: number,
  loaded: number,
): Promise<RegionalSheetRow> {
  const { revision, fields } = await findRevision(db, 'regional_sheets', id, version);
  const base = revision.masterVersion === null ? {} : { masterVersion: revision.masterVersion };
  return updateRegional(db, userId, id, loaded, { ...fields, ...base });
}
