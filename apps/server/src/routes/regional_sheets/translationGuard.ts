import { parseSheetData, type SheetData } from '@pms/sheet';
import { z } from 'zod';
import type { Principal } from '../../auth/principal.ts';
import type { Database } from '../../db/client.ts';
import type { RegionalSheetRow } from '../../db/schema/index.ts';
import { conflict } from '../../http/httpError.ts';
import { validate } from '../../http/validate.ts';
import { mayReadMasterOfCopy } from '../../policies/sheetVisibility.ts';
import { loadMasterContext } from '../../regional/masterContext.ts';
import { overwrittenTranslations } from '../../regional/mergeFromMaster.ts';
import { sheetBodySchema } from '../sheets/sheetBody.ts';

/** The problem type of that refusal: the designer offers "Update from master" for it. */
export const TRANSLATIONS_OVERWRITTEN = '/api/errors/translations-overwritten';

/** A copy's save; `overwriteTranslations` says the master's texts may replace translations. */
export const regionalSaveBody = sheetBodySchema.extend({
  overwriteTranslations: z
    .boolean({ error: 'overwriteTranslations must be true or false.' })
    .optional(),
});

export function overwriteFlag(body: unknown): boolean {
  const { overwriteTranslations } = validate(
    regionalSaveBody.pick({ overwriteTranslations: true }),
    body,
  );
  return overwriteTranslations === true;
}

/** How a refusal names what it would have overwritten: the first few keys, then a count. */
function listed(keys: readonly string[]): string {
  const shown = keys.slice(0, 5).map((key) => `"${key}"`);
  const more = keys.length - shown.length;
  return more > 0 ? `${shown.join(', ')} and ${more} more` : shown.join(', ');
}

/**
 * Refuses (409) a save of a regional copy that would put the master's texts over the copy's
 * translations, e.g. the master's data sent as the copy's: "Update from master" merges them
 * instead, and `overwriteTranslations: true` says the caller means it. A master the user may
 * not read (locked) is left out: the refusal would tell which guesses are its texts. The
 * master at the copy's base version, which the copy came from, still guards.
 */
export async function assertKeepsTranslations(
  db: Database,
  principal: Principal,
  current: RegionalSheetRow,
  incoming: SheetData,
) {
  const context = await loadMasterContext(db, current);
  if (!context) return;
  const master = mayReadMasterOfCopy(principal, context.master) ? context.masterData : context.base;
  if (!master) return;
  let currentData: SheetData;
  try {
    currentData = parseSheetData(current.data);
  } catch {
    return;
  }
  const lost = overwrittenTranslations(currentData, incoming, context.base, master);
  if (lost.length === 0) return;
  throw conflict(
    `This save would replace ${lost.length === 1 ? 'a translated text' : `${lost.length} translated texts`} of the regional copy with the master's (${listed(lost)}). Use "Update from master" to take over the master's changes and keep the translations, or send overwriteTranslations: true to replace them.`,
    TRANSLATIONS_OVERWRITTEN,
  );
}
