import { type MasterChange, MasterChangesAnswer, MasterUpdateAnswer } from '@pms/contracts';
import type { z } from 'zod';
import { apiFetch, apiRequest } from './client';
import { parseSheetDocument, type SheetDocument } from './sheetDocument';

/** One change of the master since the copy's base version (the contract's `changes` item). */
export type { MasterChange };

const changesSchema = MasterChangesAnswer.pick({
  baseVersion: true,
  masterVersion: true,
  known: true,
  changes: true,
});

/**
 * The preview of "Update from master": nothing is saved by asking for it. Its merged data (JSON
 * text) names the variants and groups whose keys the lists hold.
 */
export const masterUpdateSchema = MasterUpdateAnswer.pick({
  version: true,
  data: true,
  baseVersion: true,
  masterVersion: true,
  kept: true,
  outdated: true,
  untranslated: true,
  removed: true,
});

export type MasterUpdatePreview = z.infer<typeof masterUpdateSchema>;

const copyPath = (id: number) => `/api/regional_sheets/${id}`;

export function fetchMasterChanges(id: number, token: string | null, signal?: AbortSignal) {
  return apiRequest(`${copyPath(id)}/master_changes`, changesSchema, { token, signal });
}

export function fetchMasterUpdate(id: number, token: string | null, signal?: AbortSignal) {
  return apiRequest(`${copyPath(id)}/master_update`, masterUpdateSchema, { token, signal });
}

/**
 * Saves the previewed merge and answers the updated copy (locked, SPEC section 4); 409 when the
 * copy or the master moved on since the preview.
 */
export async function applyMasterUpdate(
  id: number,
  preview: Pick<MasterUpdatePreview, 'version' | 'masterVersion'>,
  token: string | null,
): Promise<SheetDocument> {
  const body = await apiFetch(`${copyPath(id)}/master_update`, {
    method: 'POST',
    token,
    body: { version: preview.version, masterVersion: preview.masterVersion },
  });
  return parseSheetDocument('regional', body);
}
