import type { DealerValues, SheetData } from '@pms/sheet/browser';
import type { Failure } from '../../../api/failure';
import type { PageSelections, RemoteValues } from './dealerValuesSync';
import type { History } from './history';
import type { PendingConflict } from './saveMerge';

/** Where the last save stands; `dirty` itself is derived (the document differs from `saved`). */
export type SaveState =
  | { state: 'idle' }
  | { state: 'saving'; sent: SheetData }
  /**
   * The server holds a newer version; the user decides (resolveConflict). `pending` is the merge
   * whose conflicts they answer, when the save flow made one.
   */
  | { state: 'conflict'; sent: SheetData; pending?: PendingConflict }
  /** The save did not go through; `failure` says whether waiting or logging in helps. */
  | { state: 'error'; sent: SheetData; failure: Failure };

/** Everything the designer changes, replaced as a whole by each action. */
export interface DesignerSnapshot {
  /** `design` for admins; `dealer` when only dealer-editable elements change (and previews). */
  mode: 'design' | 'dealer';
  history: History;
  /** The document as last loaded or saved. */
  saved: SheetData;
  /** The page asked for; `DesignerStore.pageIndex` clamps it to the pages there are. */
  pageIndex: number;
  /** The variants the user chose, per page index. */
  chosen: PageSelections;
  selectedIds: readonly number[];
  hiddenIds: ReadonlySet<number>;
  variantEntry: boolean;
  dealerValues: DealerValues;
  save: SaveState;
}

export interface DesignerStoreOptions {
  data: SheetData;
  mode: 'design' | 'dealer';
  /** The search the sheet was opened with; picks default variants. */
  search: string;
  /** Variant ids from the URL, preferred over the defaults. */
  initialVariantIds: readonly number[];
  /** localStorage key of this user's dealer values for this sheet; null keeps none. */
  dealerValuesKey: string | null;
  /** The server's dealer values, when they were loaded before the designer opened. */
  initialDealerValues?: RemoteValues | null;
  /** Told of each undo step `apply` makes, with its label (tests count and name the steps). */
  onStep?: (label: string) => void;
}
