// What a save that met a newer version needs from the three-way merge (issue 41 point 2): the
// sheet's settings (name, details, status, category) merge as fields beside the data, and a
// conflict waiting for the user keeps the three versions so that any choice can be saved.
import {
  type MergeChange,
  type MergeSide,
  mergeSheets,
  type SheetData,
  type SheetFields,
  type SheetMerge,
} from '@pms/sheet/browser';
import type { SheetMeta } from '../../../api/sheetDocument';

/** A saved version of the sheet as the save flow sees it. */
export interface SavedVersion {
  data: SheetData;
  meta: SheetMeta;
  version: number;
}

/** A merge that asks the user: shown by the conflict dialog, answered by `chosenMerge`. */
export interface PendingConflict {
  merge: SheetMerge;
  /** The newer version the save met; the one the chosen result is saved over. */
  theirs: SavedVersion;
  /** Who saved it: a user name, `null` when unknown, or `self` for this user in another window. */
  savedBy: SavedBy;
}

export type SavedBy = { kind: 'self' } | { kind: 'user'; name: string } | { kind: 'unknown' };

/** The settings as the merge's fields; the engine merges them one by one. */
export function metaFields(meta: SheetMeta): SheetFields {
  return {
    name: meta.name,
    details: meta.details,
    status: meta.status,
    category: meta.category,
  };
}

/** The settings back from merged fields; a field the merge dropped keeps `fallback`'s. */
export function fieldsMeta(fields: SheetFields, fallback: SheetMeta): SheetMeta {
  const text = (value: unknown, kept: string) => (typeof value === 'string' ? value : kept);
  return {
    name: text(fields.name, fallback.name),
    details: text(fields.details, fallback.details),
    status:
      fields.status === 'unlocked' || fields.status === 'locked' ? fields.status : fallback.status,
    category: typeof fields.category === 'string' ? fields.category : null,
  };
}

/** The designer's document and settings merged with a newer version against their base. */
export function mergeForSave(
  base: { data: SheetData; meta: SheetMeta },
  mine: { data: SheetData; meta: SheetMeta },
  theirs: { data: SheetData; meta: SheetMeta },
  choose: Readonly<Record<string, MergeSide>> = {},
): SheetMerge {
  return mergeSheets(
    { data: base.data, meta: metaFields(base.meta) },
    { data: mine.data, meta: metaFields(mine.meta) },
    { data: theirs.data, meta: metaFields(theirs.meta) },
    choose,
  );
}

/** The merge again with the user's choices (conflict key → side; unlisted keep mine). */
export function chosenMerge(
  pending: PendingConflict,
  choose: Readonly<Record<string, MergeSide>>,
): SheetMerge {
  const { base, mine, theirs } = pending.merge.versions;
  return mergeSheets(base, mine, theirs, choose);
}

/** Whether any conflict was answered with the other side's value. */
export function takesTheirs(choose: Readonly<Record<string, MergeSide>>): boolean {
  return Object.values(choose).includes('theirs');
}

/** Who saved `revisionBy` (the latest revision's user name), seen by `me`. */
export function savedByOf(revisionBy: string | null | undefined, me: string | null): SavedBy {
  if (!revisionBy) return { kind: 'unknown' };
  return revisionBy === me ? { kind: 'self' } : { kind: 'user', name: revisionBy };
}

/**
 * The document to show once a merged version is saved. Without edits since `sent` it is the
 * saved one; edits made while the save was on its way are merged onto it (they are newer than
 * anything saved, so where they touch the same property they win).
 */
export function withEditsSince(present: SheetData, sent: SheetData, saved: SheetData): SheetData {
  if (present === sent) return saved;
  return mergeSheets({ data: sent }, { data: present }, { data: saved }).data;
}

/** Changes taken from the other side, once per element and kind, for the notice. */
export function noticeChanges(changes: readonly MergeChange[]): MergeChange[] {
  const seen = new Set<string>();
  return changes.filter((change) => {
    const key = `${change.kind}/${change.page}/${change.element}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
