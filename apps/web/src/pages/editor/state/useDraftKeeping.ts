import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DesignerStore } from './designerStore';
import { clearDraft, type Draft, readDraft, writeDraft } from './draftStorage';

/** Typing may pause this long before the draft is written (a sheet's JSON is not small). */
const DRAFT_DELAY_MS = 500;

export interface DraftOffer {
  /** Unsaved work of this user on this sheet, kept by an earlier visit; null when none. */
  draft: Draft | null;
  /** Takes the draft as one undoable step; it is then unsaved work like any other. */
  restore(): void;
  discard(): void;
}

/**
 * Keeps the designer's unsaved document in this browser (under `key`, per user and sheet)
 * while it differs from the saved one, and forgets it once saved: a save that could not reach
 * the server, an ended session or a closed tab then lose nothing. On opening, a draft left
 * from before is offered, not taken unasked (the sheet may have moved on since).
 */
export function useDraftKeeping(store: DesignerStore, key: string | null): DraftOffer {
  const [draft, setDraft] = useState<Draft | null>(() => {
    const kept = key ? readDraft(key) : null;
    // The same as what opened (it was saved after all): nothing to offer.
    return kept && JSON.stringify(kept.data) !== JSON.stringify(store.data) ? kept : null;
  });

  useEffect(() => {
    if (!key) return;
    let timer: number | undefined;
    let wasDirty = store.dirty;
    const keep = () => {
      timer = undefined;
      if (store.dirty) writeDraft(key, store.data);
    };
    const unsubscribe = store.subscribe(() => {
      const dirty = store.dirty;
      if (dirty && timer === undefined) timer = window.setTimeout(keep, DRAFT_DELAY_MS);
      if (!dirty && wasDirty) {
        // Saved (or undone back to the saved document): nothing unsaved is left to keep.
        window.clearTimeout(timer);
        timer = undefined;
        clearDraft(key);
      }
      wasDirty = dirty;
    });
    const flush = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      keep();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [store, key]);

  const restore = useCallback(() => {
    if (draft) store.apply(() => draft.data, 'restore draft');
    setDraft(null);
  }, [store, draft]);
  const discard = useCallback(() => {
    if (key) clearDraft(key);
    setDraft(null);
  }, [key]);
  return useMemo(() => ({ draft, restore, discard }), [draft, restore, discard]);
}
