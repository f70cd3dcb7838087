import type { SheetData } from '@pms/sheet';
import { updateRegional } from '../commands/sheetWrites.ts';
import type { Database } from '../db/client.ts';
import type { RegionalSheetRow } from '../db/schema/index.ts';
import { conflict } from '../http/httpError.ts';
import { type MasterChange, masterChanges } from '../regional/masterChanges.ts';
import type { MasterContext } from '../regional/masterContext.ts';
import { type MasterMerge, mergeFromMaster } from '../regional/mergeFromMaster.ts';

export const MASTER_MOVED_ON =
  'The master was changed again after you looked at the update. Look at the update again before you save it.';

/** What changed in the master since the copy's base version; none when that base is unknown. */
export function changesSinceBase(context: MasterContext): MasterChange[] {
  // Without the base version's revision the changes cannot be told; the copy is behind.
  return context.base ? masterChanges(context.base, context.masterData) : [];
}

/** "Update from master" as previewed: the copy merged with its master's current version. */
export function previewMasterUpdate(copyData: SheetData, context: MasterContext): MasterMerge {
  return mergeFromMaster(copyData, context.base, context.masterData);
}

/**
 * Saves "Update from master" as previewed at master version `masterVersion` over the copy at
 * `loaded`: 409 when either moved on since. The copy is locked after (SPEC section 4: a regional
 * copy is always locked; its region admin releases it again).
 */
export function saveMasterUpdate(
  db: Database,
  userId: number,
  id: number,
  loaded: number,
  masterVersion: number,
  copyData: SheetData,
  context: MasterContext,
): Promise<RegionalSheetRow> {
  if (context.master.version !== masterVersion) throw conflict(MASTER_MOVED_ON);
  const merge = previewMasterUpdate(copyData, context);
  return updateRegional(db, userId, id, loaded, {
    data: merge.data,
    status: 'locked',
    masterVersion: context.master.version,
  });
}
