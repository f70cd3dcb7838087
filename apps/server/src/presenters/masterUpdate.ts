import type { MasterChangesAnswer, MasterUpdateAnswer } from '@pms/contracts';
import type { RegionalSheetRow } from '../db/schema/index.ts';
import { iri } from '../http/hydra.ts';
import type { MasterChange } from '../regional/masterChanges.ts';
import type { MasterContext } from '../regional/masterContext.ts';
import type { MasterMerge } from '../regional/mergeFromMaster.ts';

type CopyHead = Pick<RegionalSheetRow, 'id' | 'masterId' | 'masterVersion' | 'version'>;

/** MasterChanges: the copy's base and the master's current version, and what changed between. */
export function presentMasterChanges(
  copy: CopyHead,
  context: MasterContext,
  changes: MasterChange[],
): MasterChangesAnswer {
  return {
    '@id': `${iri('regional_sheets', copy.id)}/master_changes`,
    '@type': 'MasterChanges',
    master: iri('sheets', copy.masterId),
    baseVersion: copy.masterVersion,
    masterVersion: context.master.version,
    known: context.base !== null,
    changes,
  };
}

/** MasterUpdate: the preview of "Update from master", its data as JSON text. */
export function presentMasterUpdate(
  copy: CopyHead,
  context: MasterContext,
  merge: MasterMerge,
): MasterUpdateAnswer {
  return {
    '@id': `${iri('regional_sheets', copy.id)}/master_update`,
    '@type': 'MasterUpdate',
    version: copy.version,
    baseVersion: copy.masterVersion,
    masterVersion: context.master.version,
    data: JSON.stringify(merge.data),
    kept: merge.kept,
    outdated: merge.outdated,
    untranslated: merge.untranslated,
    removed: merge.removed,
  };
}
