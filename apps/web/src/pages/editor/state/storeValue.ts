import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DesignerStore } from './designerStore';

/**
 * The designer's store itself, which never changes while the designer is open: a component
 * that reads it through `useStoreValue` renders again only when what it selects changes, not on
 * every change of the document as the consumers of EditorApi and DesignerState do. On a page of
 * 1,000 elements that is what keeps the toolbar and palette out of each drop's frame.
 */
export const DesignerStoreContext = createContext<DesignerStore | null>(null);

export function useDesignerStore(): DesignerStore {
  const store = useContext(DesignerStoreContext);
  if (store === null) throw new Error('useDesignerStore is used outside the designer');
  return store;
}

/** A value derived from the store; `select` must answer equal primitives for equal states. */
export function useStoreValue<T extends string | number | boolean | null | undefined>(
  select: (store: DesignerStore) => T,
): T {
  const store = useDesignerStore();
  return useSyncExternalStore(store.subscribe, () => select(store));
}
