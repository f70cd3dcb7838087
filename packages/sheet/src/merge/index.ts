// The three-way merge of a sheet (issue 41 point 2): when a save meets a newer version, the
// designer's document (mine) merges with it (theirs) against the version it loaded (base).
// Elements, variant entries (by combination), groups and variants are matched by id; pages,
// which have none, by their element names. Different properties combine; one property changed
// two ways is a conflict, kept as mine until `resolveConflict` (or `choose`) says theirs.
// Not merged inside a value: a rich text or a list is one property, as are a box's x/y.

export { keepCopyLanguages, withTextLanguages } from './copyLanguages.ts';
export { mergeSheets, resolveConflict } from './mergeSheets.ts';
export type {
  MergeChange,
  MergeChangeKind,
  MergeConflict,
  MergeSide,
  SheetFields,
  SheetMerge,
  SheetVersion,
} from './types.ts';
