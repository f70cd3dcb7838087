// The designer's state as a plain TypeScript class, in the manner of tldraw's `Editor`: the UI
// and the tests call the same named actions, and React reads it through `subscribe` and
// `getSnapshot` (useSyncExternalStore). No store library: the state is one immutable snapshot
// replaced by each action, which is all a library would add here, and a class keeps the actions
// callable (and testable) without React.
import {
  addElement,
  type DealerValue,
  type DealerValues,
  type ElementType,
  getPage,
  pageCount,
  type SheetData,
  type Style,
  selectVariant as selectEngineVariant,
  type VariantSelection,
} from '@pms/sheet/browser';
import type { Failure } from '../../../api/failure';
import { readDealerValues, writeDealerValues } from './dealerValuesStorage';
import { type LoadedWork, type PageSelections, settleLoaded } from './dealerValuesSync';
import type { DesignerSnapshot, DesignerStoreOptions } from './designerSnapshot';
import { moveElementsBy, removeElements, setElementStyle } from './elementActions';
import { type History, pushHistory, redoHistory, startHistory, undoHistory } from './history';
import { type PendingConflict, withEditsSince } from './saveMerge';

export type { DesignerSnapshot, DesignerStoreOptions, SaveState } from './designerSnapshot';

import { restoredSelection, sameSelection, takesValue } from './pageSelections';
import { pageSelection } from './variantSelection';

export class DesignerStore {
  dealerValuesKey: string | null;
  /** The dealer values loaded before opening, settled with this browser's (see settleLoaded). */
  readonly opened: LoadedWork | null;
  private snapshot: DesignerSnapshot;
  private readonly listeners = new Set<() => void>();
  private link: { ids: readonly number[]; search: string };
  private lastSelection: VariantSelection | null = null;
  private readonly onStep: (label: string) => void;

  constructor(options: DesignerStoreOptions) {
    const { data, dealerValuesKey } = options;
    this.dealerValuesKey = dealerValuesKey;
    this.onStep = options.onStep ?? (() => undefined);
    this.link = { ids: options.initialVariantIds, search: options.search };
    const local = () => (dealerValuesKey ? readDealerValues(dealerValuesKey) : {});
    this.opened = options.initialDealerValues
      ? settleLoaded(options.initialDealerValues, local(), (name) => takesValue(data, name))
      : null;
    this.snapshot = {
      mode: options.mode,
      history: startHistory(data),
      saved: data,
      pageIndex: 0,
      chosen: this.opened
        ? restoredSelection(this.opened.server.selection, data, this.link.ids, this.link.search)
        : {},
      selectedIds: [],
      hiddenIds: new Set(),
      variantEntry: false,
      dealerValues: this.opened ? this.opened.kept : local(),
      save: { state: 'idle' },
    };
  }

  // --- reading -------------------------------------------------------------------------------

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): DesignerSnapshot => this.snapshot;

  get data(): SheetData {
    return this.snapshot.history.present;
  }

  /** The current page: the one asked for, or the last one after pages were deleted. */
  get pageIndex(): number {
    return Math.min(this.snapshot.pageIndex, pageCount(this.data) - 1);
  }

  get dirty(): boolean {
    return this.data !== this.snapshot.saved;
  }

  get canUndo(): boolean {
    return this.snapshot.history.past.length > 0;
  }

  get canRedo(): boolean {
    return this.snapshot.history.future.length > 0;
  }

  /** The selection of a page: the user's choice, else the link's variants, else the defaults. */
  readonly selectionOf = (index: number): VariantSelection => {
    const data = this.data;
    const target = getPage(data, Math.min(index, pageCount(data) - 1));
    const chosen = this.snapshot.chosen[index];
    return pageSelection(target, chosen ? Object.values(chosen) : this.link.ids, this.link.search);
  };

  /**
   * The current page's selection. The same choice stays the same object (the address gaining
   * its variants gives new ids), so that the page is not laid out again.
   */
  selection(): VariantSelection {
    const next = this.selectionOf(this.pageIndex);
    const last = this.lastSelection;
    if (last && sameSelection(last, next)) return last;
    this.lastSelection = next;
    return next;
  }

  /** Whether the sheet still takes a dealer's value for this element name. */
  readonly allowsValue = (name: string): boolean => takesValue(this.data, name);

  // --- the document --------------------------------------------------------------------------

  /**
   * Applies one change as one undo step. Computed at once, so a refused operation throws to
   * its caller and adds no step; an unchanged document adds none either.
   */
  readonly apply = (change: (data: SheetData) => SheetData, label?: string): void => {
    const next = change(this.data);
    if (next === this.data) return;
    this.setDocument(pushHistory(this.snapshot.history, next));
    this.onStep(label ?? '');
  };

  /** Adds an element of `type` to the current page and selects it; returns its id. */
  readonly addElement = <T extends ElementType>(
    type: T,
    overrides?: Parameters<typeof addElement<T>>[3],
  ): number => {
    const pageIndex = this.pageIndex;
    this.apply((data) => addElement(data, pageIndex, type, overrides));
    const added = getPage(this.data, pageIndex).elements.at(-1);
    if (added === undefined) throw new Error('the element was not added');
    this.select([added.id]);
    return added.id;
  };

  /** Moves elements of the current page by (dx, dy) points, as one undo step. */
  readonly moveElements = (ids: readonly number[], dx: number, dy: number): void => {
    const pageIndex = this.pageIndex;
    this.apply((data) => moveElementsBy(data, pageIndex, ids, dx, dy));
  };

  /** Changes an element's style (position, size, colours, …) on the current page. */
  readonly setStyle = (id: number, patch: Partial<Style>): void => {
    const pageIndex = this.pageIndex;
    this.apply((data) => setElementStyle(data, pageIndex, id, patch));
  };

  /** Removes elements of the current page, as one undo step; the selection drops them. */
  readonly deleteElements = (ids: readonly number[]): void => {
    const pageIndex = this.pageIndex;
    this.apply((data) => removeElements(data, pageIndex, ids));
  };

  readonly undo = (): void => this.setDocument(undoHistory(this.snapshot.history));

  readonly redo = (): void => this.setDocument(redoHistory(this.snapshot.history));

  // --- view ----------------------------------------------------------------------------------

  readonly select = (ids: readonly number[]): void => this.update({ selectedIds: ids });

  /** Shows another page; nothing stays selected. */
  readonly setPage = (index: number): void => this.update({ pageIndex: index, selectedIds: [] });

  /** Selects a variant of a group of the current page (connected groups follow). */
  readonly selectVariant = (groupId: number, variantId: number): void => {
    const index = this.pageIndex;
    const page = getPage(this.data, index);
    const next = selectEngineVariant(
      page,
      this.selection(),
      groupId,
      variantId,
      page.connected_groups,
    );
    this.update({ chosen: { ...this.snapshot.chosen, [index]: next } });
  };

  readonly setVariantEntry = (on: boolean): void => this.update({ variantEntry: on });

  readonly toggleHidden = (id: number): void => {
    const next = new Set(this.snapshot.hiddenIds);
    if (!next.delete(id)) next.add(id);
    this.update({ hiddenIds: next });
  };

  get mode(): 'design' | 'dealer' {
    return this.snapshot.mode;
  }

  /**
   * What the page around the designer decides: the mode (a preview shows the dealer's view),
   * the link's variants and search (the address gaining them), where dealer values are kept.
   */
  readonly configure = (options: Omit<DesignerStoreOptions, 'data' | 'initialDealerValues'>) => {
    this.dealerValuesKey = options.dealerValuesKey;
    const { initialVariantIds: ids, search, mode } = options;
    const sameIds =
      ids.length === this.link.ids.length && ids.every((id, i) => id === this.link.ids[i]);
    const linked = sameIds && search === this.link.search;
    if (linked && mode === this.snapshot.mode) return;
    this.link = { ids, search };
    this.update({ mode });
  };

  // --- dealer values -------------------------------------------------------------------------

  /** The dealer's own value for an element name (null removes it); kept in this browser too. */
  readonly setDealerValue = (name: string, value: DealerValue | null): void => {
    const next = { ...this.snapshot.dealerValues };
    if (value === null) delete next[name];
    else next[name] = value;
    this.replaceDealerValues(next);
  };

  readonly replaceDealerValues = (values: DealerValues): void => {
    if (this.dealerValuesKey) writeDealerValues(this.dealerValuesKey, values);
    this.update({ dealerValues: values });
  };

  /** The user's saved choice of variants arrived from the server. */
  readonly restoreSelection = (saved: PageSelections): void =>
    this.update({
      chosen: restoredSelection(saved, this.data, this.link.ids, this.link.search),
    });

  // --- saving --------------------------------------------------------------------------------

  /**
   * A save begins; returns the document sent, which markSaved later names. A conflict's answer
   * is saved as the document sent then (`sent`), not as what was edited since.
   */
  readonly startSave = (sent: SheetData = this.data): SheetData => {
    this.update({ save: { state: 'saving', sent } });
    return sent;
  };

  /**
   * After a save or reload: `data` is now the saved state (history is kept). With `sent`, the
   * document shown is replaced only if it is still the one that was sent (no edit since); edits
   * made while the save was on its way stay unsaved.
   */
  readonly markSaved = (data: SheetData, sent?: SheetData): void => {
    const { history } = this.snapshot;
    const edited = sent !== undefined && history.present !== sent;
    this.update({
      history: edited ? history : { ...history, present: data },
      saved: edited ? sent : data,
      save: { state: 'idle' },
    });
    this.pruneSelection();
  };

  /** The server holds a newer version; `pending` is the merge that asks the user (saveFlow.ts). */
  readonly saveConflicted = (pending?: PendingConflict): void => {
    const { save } = this.snapshot;
    const sent = save.state === 'idle' ? this.data : save.sent;
    this.update({ save: { state: 'conflict', sent, ...(pending && { pending }) } });
  };

  /**
   * A merged version `saved` went to the server for `sent`: it is the saved state and, as one
   * undo step, the document shown, with edits made since `sent` merged onto it. New elements
   * are numbered from the document, so above every id the merge brought.
   */
  readonly markMerged = (saved: SheetData, sent: SheetData): void => {
    const shown = withEditsSince(this.data, sent, saved);
    this.update({
      history: pushHistory(this.snapshot.history, shown),
      saved,
      save: { state: 'idle' },
    });
    this.pruneSelection();
  };

  /** The save did not reach the server or was refused (`failure`); the edits stay. */
  readonly saveFailed = (failure: Failure = 'refused'): void => {
    const { save } = this.snapshot;
    this.update({
      save: { state: 'error', sent: save.state === 'idle' ? this.data : save.sent, failure },
    });
  };

  /**
   * The user's answer to a conflict: `mine` keeps the edits (still unsaved) for the next save,
   * `theirs` replaces the document with the server's `data`.
   */
  readonly resolveConflict = (choice: 'mine' | 'theirs', theirs?: SheetData): void => {
    if (choice === 'theirs') {
      if (theirs === undefined) throw new Error("resolveConflict('theirs') needs their data");
      this.markSaved(theirs);
    } else this.update({ save: { state: 'idle' } });
  };

  // --- internals -----------------------------------------------------------------------------

  private setDocument(history: History): void {
    if (history === this.snapshot.history) return;
    this.update({ history });
    this.pruneSelection();
  }

  /** Selected elements that no longer exist (undo, delete, reload) are dropped. */
  private pruneSelection(): void {
    const ids = this.snapshot.selectedIds;
    const present = new Set(getPage(this.data, this.pageIndex).elements.map((e) => e.id));
    if (!ids.every((id) => present.has(id))) this.select(ids.filter((id) => present.has(id)));
  }

  private update(patch: Partial<DesignerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of [...this.listeners]) listener();
  }
}
