import { z } from 'zod';
import { apiFetch, apiRequest } from './client';
import { parseSheetDocument, type SheetDocument } from './sheetDocument';

/** One change of a master since a copy's base version (`…/master_changes`). */
export const masterChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'moved', 'restyled', 'text', 'variants']),
  element: z.string(),
  page: z.number(),
});

export type MasterChange = z.infer<typeof masterChangeSchema>;

const changesSchema = z.object({
  baseVersion: z.number(),
  masterVersion: z.number(),
  known: z.boolean(),
  changes: z.array(masterChangeSchema),
});

/** The preview of "Update from master": nothing is saved by asking for it. */
export const masterUpdateSchema = z.object({
  version: z.number(),
  baseVersion: z.number(),
  masterVersion: z.number(),
  kept: z.array(z.string()),
  outdated: z.array(z.string()),
  untranslated: z.array(z.string()),
  removed: z.array(z.string()),
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
