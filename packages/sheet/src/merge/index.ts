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
