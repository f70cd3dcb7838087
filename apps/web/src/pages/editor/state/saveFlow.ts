// The designer's save when the server may hold a newer version (issue 41 point 2), without
// React and without the network: the server is passed in, so the store tests run the flow
// against a stand-in that answers 409 as the real one does.
import type { MergeChange, MergeSide, SheetData } from '@pms/sheet/browser';
import { ApiError } from '../../../api/errors';
import type { SheetDocument } from '../../../api/sheetDocument';
import type { DesignerStore } from './designerStore';
import {
  chosenMerge,
  fieldsMeta,
  mergeForSave,
  type PendingConflict,
  type SavedBy,
  type SavedVersion,
  takesTheirs,
} from './saveMerge';

/** The server's problem type for a save that would overwrite a copy's translations. */
export const TRANSLATIONS_OVERWRITTEN = '/api/errors/translations-overwritten';

export interface SaveServer {
  /** Saves over `version`; throws an ApiError 409 when the server holds a newer one. */
  put(version: number, mine: Omit<SavedVersion, 'version'>): Promise<SheetDocument>;
  /** The newest version and who saved it. */
  latest(): Promise<{ document: SheetDocument; savedBy: SavedBy }>;
}

/** What a merged save tells the user. */
export interface MergeNotice {
  /** What came from the other side (empty when only conflicts were answered). */
  changes: MergeChange[];
  savedBy: SavedBy;
  /** The side not chosen in a conflict, and the revision that holds it. */
  kept: { side: MergeSide; version: number } | null;
}

export type SaveOutcome =
  | { kind: 'saved'; document: SheetDocument; notice: MergeNotice | null }
  | { kind: 'conflict'; pending: PendingConflict };

/** A 409 that a merge can answer; the translations refusal is not one (it keeps its own way). */
export function isStale(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.problemType !== TRANSLATIONS_OVERWRITTEN
  );
}

/** Rounds of "merge and save again" before a save gives up (others saving all the time). */
const MAX_ROUNDS = 4;

/**
 * Saves `mine` over `base` (the version it was made from). A newer version on the server is
 * merged three-way: without conflicts the merge is saved at once (again if yet another version
 * came in between); with conflicts the outcome asks the user. Other failures are thrown.
 */
export async function saveMerging(
  server: SaveServer,
  base: SavedVersion,
  mine: Omit<SavedVersion, 'version'>,
): Promise<SaveOutcome> {
  let from = base;
  let sending = mine;
  // What came from other sides over the rounds; `savedBy` stays null until a round merged.
  const taken: { changes: MergeChange[]; savedBy: SavedBy | null } = { changes: [], savedBy: null };
  for (let round = 0; ; round++) {
    try {
      const document = await server.put(from.version, sending);
      const { changes, savedBy } = taken;
      const notice = savedBy === null ? null : { changes, savedBy, kept: null };
      return { kind: 'saved', document, notice };
    } catch (error) {
      if (!isStale(error) || round >= MAX_ROUNDS) throw error;
    }
    const { document: theirs, savedBy } = await server.latest();
    const merge = mergeForSave(from, sending, theirs);
    if (merge.conflicts.length > 0) {
      return { kind: 'conflict', pending: { merge, theirs, savedBy } };
    }
    taken.changes.push(...merge.changes);
    taken.savedBy = savedBy;
    from = theirs;
    sending = { data: merge.data, meta: fieldsMeta(merge.meta, sending.meta) };
  }
}

/**
 * Saves the user's answer to a conflict so that the side not chosen stays a revision: when all
 * conflicts keep mine, theirs already is one; when any takes theirs, the all-mine merge is
 * saved first and the chosen result over it.
 */
export async function saveResolved(
  server: SaveServer,
  pending: PendingConflict,
  choose: Readonly<Record<string, MergeSide>>,
): Promise<SaveOutcome> {
  const { theirs } = pending;
  const chosen = chosenMerge(pending, choose);
  const result = { data: chosen.data, meta: fieldsMeta(chosen.meta, theirs.meta) };
  if (!takesTheirs(choose)) {
    const outcome = await saveMerging(server, theirs, result);
    return kept(outcome, pending, { side: 'theirs', version: theirs.version });
  }
  const all = chosenMerge(pending, {});
  const allMine = { data: all.data, meta: fieldsMeta(all.meta, theirs.meta) };
  const first = await saveMerging(server, theirs, allMine);
  if (first.kind === 'conflict') return first;
  // Had yet another save come in, the first save merged it: the chosen result takes it too.
  const rebased = mergeForSave(allMine, result, first.document);
  const second = await saveMerging(server, first.document, {
    data: rebased.data,
    meta: fieldsMeta(rebased.meta, result.meta),
  });
  return kept(second, pending, { side: 'mine', version: first.document.version });
}

function kept(
  outcome: SaveOutcome,
  pending: PendingConflict,
  side: NonNullable<MergeNotice['kept']>,
): SaveOutcome {
  if (outcome.kind === 'conflict') return outcome;
  const changes = pending.merge.changes.concat(outcome.notice?.changes ?? []);
  return { ...outcome, notice: { changes, savedBy: pending.savedBy, kept: side } };
}

/**
 * Puts a save's outcome into the store: a conflict waits for the user; a saved document becomes
 * the saved state (a merged one also the document shown, with edits made since `sent` on it).
 */
export function settleSave(store: DesignerStore, outcome: SaveOutcome, sent: SheetData): void {
  if (outcome.kind === 'conflict') store.saveConflicted(outcome.pending);
  else if (outcome.notice) store.markMerged(outcome.document.data, sent);
  else store.markSaved(outcome.document.data, sent);
}
