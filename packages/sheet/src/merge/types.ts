import type { SheetData } from '../model/sheet.ts';

/** Whose value a merge keeps: the designer's own (`mine`) or the newer saved version's. */
export type MergeSide = 'mine' | 'theirs';

/**
 * A sheet's fields outside its data (name, details, category, status…): the engine merges
 * them field by field without knowing them, so the server and the web app own their shape.
 */
export type SheetFields = Readonly<Record<string, string | number | boolean | null>>;

/** One version of a sheet as the merge sees it: its data and, optionally, its own fields. */
export interface SheetVersion {
  data: SheetData;
  meta?: SheetFields;
}

/** What a change taken from the other side did, for the notice after a merged save. */
export type MergeChangeKind =
  | 'added'
  | 'removed'
  | 'moved'
  | 'resized'
  | 'restyled'
  | 'text'
  | 'renamed'
  | 'dealer-editable'
  | 'variants'
  | 'order'
  | 'settings'
  | 'page-added'
  | 'page-removed';

/** A change the merged document took from `theirs`. */
export interface MergeChange {
  kind: MergeChangeKind;
  /** The element's name; empty for a page, its variants or a sheet setting. */
  element: string;
  /** Index of the page in the merged document (the base index for a removed page; 0 for a setting). */
  page: number;
  /** The property that changed, e.g. `style.left/top` or `settings.name`; empty for the whole. */
  path: string;
}

/** The same property changed to different values on both sides: the user chooses. */
export interface MergeConflict {
  /** Stable across re-merges of the same three versions: what `choose` is keyed by. */
  key: string;
  /** Index of the page in the merged document (in the base when the page is gone). */
  page: number;
  /** The element's id on its page, null for a page, its variants or a sheet setting. */
  elementId: number | null;
  /** The element's name (mine's, else theirs'), or empty as for `elementId`. */
  element: string;
  /** e.g. `text`, `style.left/top`, `variants[1,4].config.style.color`, `deleted`, `order`. */
  path: string;
  /** The values to show side by side; undefined means unset, null means deleted. */
  base: unknown;
  mine: unknown;
  theirs: unknown;
  /** The side the merged document holds now. */
  chosen: MergeSide;
}

/** The outcome of a three-way merge of a sheet. */
export interface SheetMerge {
  /** The merged data; each conflict holds its `chosen` side. */
  data: SheetData;
  /** The merged fields outside the data. */
  meta: SheetFields;
  /** What came from the other side, for the notice. */
  changes: MergeChange[];
  conflicts: MergeConflict[];
  /** The choices this merge was made with (conflict key → side); unlisted conflicts keep mine. */
  choose: Readonly<Record<string, MergeSide>>;
  /** The three versions, so that `resolveConflict` can merge again with another choice. */
  versions: { base: SheetVersion; mine: SheetVersion; theirs: SheetVersion };
}
