import { useMemo } from 'react';
import type { DealerSync, EditorApi } from '../editorApi';
import type { DesignerSnapshot, DesignerStore } from './designerStore';
import type { DesignerLayout } from './useDesignerLayout';

/**
 * The panels' view of the store (EditorApi): its state, the layout derived from it, and its
 * named actions. A new object only when something a panel reads changed.
 */
export function useEditorApi(
  store: DesignerStore,
  state: DesignerSnapshot,
  layout: DesignerLayout,
  dealerSync: DealerSync,
): EditorApi {
  const data = state.history.present;
  const pageIndex = store.pageIndex;
  const selection = store.selection();
  const { resolvedElements, overflow, preflight } = layout;
  return useMemo(
    (): EditorApi => ({
      data,
      pageIndex,
      setPageIndex: store.setPage,
      selection,
      selectVariant: store.selectVariant,
      selectedIds: state.selectedIds,
      select: store.select,
      apply: store.apply,
      undo: store.undo,
      redo: store.redo,
      canUndo: state.history.past.length > 0,
      canRedo: state.history.future.length > 0,
      variantEntry: state.variantEntry,
      setVariantEntry: store.setVariantEntry,
      hiddenIds: state.hiddenIds,
      toggleHidden: store.toggleHidden,
      mode: state.mode,
      resolvedElements,
      overflow,
      preflight,
      dealerValues: state.dealerValues,
      setDealerValue: store.setDealerValue,
      dealerSync,
    }),
    [
      store,
      state.mode,
      state.selectedIds,
      state.history.past.length,
      state.history.future.length,
      state.variantEntry,
      state.hiddenIds,
      state.dealerValues,
      data,
      pageIndex,
      selection,
      resolvedElements,
      overflow,
      preflight,
      dealerSync,
    ],
  );
}
