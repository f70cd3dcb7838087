import type {
  DealerValue,
  DealerValues,
  Element,
  PreflightFinding,
  SheetData,
  VariantSelection,
} from '@pms/sheet/browser';
import { createContext, useContext } from 'react';
import type { SyncStatus } from './state/dealerValuesSync';

/**
 * The contract between the designer's state (EditorProvider) and its panels. Every change to
 * the document is a pure function of the sheet data, usually one of the engine's operations
 * (`addElement`, `updateElementConfig`, `addVariant`, ...), applied with `apply`: one call is
 * one undo step. Panels never keep their own copy of the document.
 */
export interface EditorApi {
  /** The document being edited (master or regional copy), as last applied. */
  data: SheetData;
  /** 0 is the main page, 1+ the additional pages. */
  pageIndex: number;
  setPageIndex(index: number): void;
  /** The selected variant id per variant group id of the current page. */
  selection: VariantSelection;
  /** Selects a variant of a group (connected groups follow, as the engine's `selectVariant`). */
  selectVariant(groupId: number, variantId: number): void;
  /** Ids of the selected elements on the current page. */
  selectedIds: readonly number[];
  select(ids: readonly number[]): void;
  /** Applies one change as one undo step; `label` names it for the undo tooltip. */
  apply(change: (data: SheetData) => SheetData, label?: string): void;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  /**
   * "Edit for this combination": changes of an element's config (panel fields, and moves,
   * resizes and nudges on the canvas) go to its variant entry for `selection`, not its base.
   */
  variantEntry: boolean;
  setVariantEntry(on: boolean): void;
  /** Elements hidden on the canvas while editing (not saved, still printed). */
  hiddenIds: ReadonlySet<number>;
  toggleHidden(id: number): void;
  /**
   * `design` for admins (and region admins on their copy); `dealer` when only elements
   * flagged editable for dealers may change (SPEC section 6).
   */
  mode: 'design' | 'dealer';
  /** The current page's elements resolved for `selection`, in painting order. */
  resolvedElements: readonly Element[];
  /** Per element id of the current page: whether its content overflows its box. */
  overflow: ReadonlyMap<number, boolean>;
  /**
   * The preflight of the current page, live from its layout (errors first): what an export
   * of it returns, dealer values included in dealer mode.
   */
  preflight: readonly PreflightFinding[];
  /**
   * Dealer mode: the dealer's own value per element name (text, list items or image),
   * kept per user and sheet; never written into `data`.
   */
  dealerValues: DealerValues;
  setDealerValue(name: string, value: DealerValue | null): void;
  /** Whether the dealer's values are saved on the server, and those the sheet dropped. */
  dealerSync: DealerSync;
}

/** The dealer values' server state, as the dealer panel shows it. */
export interface DealerSync {
  status: SyncStatus;
  /** Element names whose saved values the sheet no longer takes. */
  dropped: readonly string[];
}

export const EditorContext = createContext<EditorApi | null>(null);

/** The designer's state; only inside the editor page (or a test's provider). */
export function useEditor(): EditorApi {
  const editor = useContext(EditorContext);
  if (editor === null) throw new Error('useEditor is used outside the designer');
  return editor;
}
