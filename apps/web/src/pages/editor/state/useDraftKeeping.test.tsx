import { parseSheetData } from '@pms/sheet/browser';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DesignerStore } from './designerStore';
import { draftKey, readDraft, writeDraft } from './draftStorage';
import { sheetWithEveryType } from './testSheets';
import { useDraftKeeping } from './useDraftKeeping';

const KEY = draftKey('admin', 'sheet', 7);

function storeOf(data = parseSheetData(sheetWithEveryType())) {
  return new DesignerStore({
    data,
    mode: 'design',
    search: '',
    initialVariantIds: [],
    dealerValuesKey: null,
  });
}

afterEach(() => {
  vi.useRealTimers();
  window.localStorage.clear();
});

describe('useDraftKeeping', () => {
  it('keeps the unsaved document in this browser and forgets it once saved', () => {
    vi.useFakeTimers();
    const store = storeOf();
    renderHook(() => useDraftKeeping(store, KEY));
    act(() => store.moveElements([1], 10, 0));
    vi.runOnlyPendingTimers();
    expect(readDraft(KEY)?.data).toEqual(store.data);
    const sent = store.startSave();
    act(() => store.saveFailed('offline'));
    // A failed save keeps it.
    expect(readDraft(KEY)).not.toBeNull();
    act(() => store.markSaved(sent, sent));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('writes the last change when the tab closes before the pause ends', () => {
    vi.useFakeTimers();
    const store = storeOf();
    renderHook(() => useDraftKeeping(store, KEY));
    act(() => store.moveElements([1], 10, 0));
    window.dispatchEvent(new Event('pagehide'));
    expect(readDraft(KEY)?.data).toEqual(store.data);
  });

  it('offers a draft from before when the same sheet opens, and restores it as an undoable step', () => {
    const edited = storeOf();
    edited.moveElements([1], 25, 0);
    writeDraft(KEY, edited.data);
    const store = storeOf();
    const { result } = renderHook(() => useDraftKeeping(store, KEY));
    expect(result.current.draft?.data).toEqual(edited.data);
    act(() => result.current.restore());
    expect(store.data).toEqual(edited.data);
    expect(store.dirty).toBe(true);
    expect(result.current.draft).toBeNull();
    act(() => store.undo());
    expect(store.dirty).toBe(false);
  });

  it('offers nothing when the draft is what opened, and forgets a discarded one', () => {
    const store = storeOf();
    writeDraft(KEY, store.data);
    expect(renderHook(() => useDraftKeeping(store, KEY)).result.current.draft).toBeNull();
    const edited = storeOf();
    edited.moveElements([1], 25, 0);
    writeDraft(KEY, edited.data);
    const { result } = renderHook(() => useDraftKeeping(storeOf(), KEY));
    act(() => result.current.discard());
    expect(result.current.draft).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it("keeps another user's draft to themselves", () => {
    const edited = storeOf();
    edited.moveElements([1], 25, 0);
    writeDraft(KEY, edited.data);
    const { result } = renderHook(() =>
      useDraftKeeping(storeOf(), draftKey('someone.else', 'sheet', 7)),
    );
    expect(result.current.draft).toBeNull();
  });
});
