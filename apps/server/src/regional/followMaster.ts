import type { SheetData } from '@pms/sheet';
import { masterChanges } from './masterChanges.ts';
import type { MasterContext } from './masterContext.ts';
import { type TranslationProgress, translationProgress } from './translationProgress.ts';

/** How a copy stands against its master, as the overview and the designer show it. */
export interface MasterFollow {
  /** The master's current version: an update from master brings the copy to it. */
  latestMasterVersion: number;
  /** "The master has changed since this copy was made" (or last updated from it). */
  masterChanged: boolean;
  translation: TranslationProgress;
}

export function followMaster(
  copyData: SheetData,
  masterVersion: number,
  context: MasterContext,
): MasterFollow {
  const { master, masterData, base } = context;
  // Saves that only renamed or released the master move its version but change nothing a
  // copy takes over; without the base version, a newer master counts as changed.
  const masterChanged =
    master.version !== masterVersion &&
    (base === null || masterChanges(base, masterData).length > 0);
  return {
    latestMasterVersion: master.version,
    masterChanged,
    translation: translationProgress(copyData, base, masterData),
  };
}
