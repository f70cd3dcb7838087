import {
  A4,
  DEFAULT_TEXT_LANGUAGE,
  type DealerProfile,
  getPage,
  type ImageAsset,
  type ScreenColor,
  type SheetData,
} from '@pms/sheet/browser';
import { type ReactNode, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { EditorContext } from '../editorApi';
import { DesignerAssets } from './assets';
import type { DealerValuesRemote, RemoteValues } from './dealerValuesSync';
import { DesignerContext, type DesignerState } from './designerContext';
import { DesignerStore } from './designerStore';
import { DesignerStoreContext } from './storeValue';
import { useDealerValuesSync } from './useDealerValuesSync';
import { useDesignerLayout } from './useDesignerLayout';
import { useEditorApi } from './useEditorApi';

export { type DesignerState, useDesigner } from './designerContext';

export interface EditorProviderProps {
  initialData: SheetData;
  mode: 'design' | 'dealer';
  /** The search the sheet was opened with; picks default variants. */
  search: string;
  /** Variant ids from the URL, preferred over the defaults. */
  initialVariantIds: readonly number[];
  /** localStorage key of this user's dealer values for this sheet; null keeps none. */
  dealerValuesKey: string | null;
  /** The dealer's logo for the sheet's brand, if they have one. */
  dealerLogo?: ImageAsset | null;
  /** The user's dealer profile: in dealer mode it fills the texts bound to it, as exports do. */
  dealerProfile?: DealerProfile | null;
  /** Where this user's dealer values for the sheet are kept on the server; null keeps none. */
  dealerValuesRemote?: DealerValuesRemote | null;
  /** The server's record of them, when it was loaded before the designer rendered. */
  initialDealerValues?: RemoteValues | null;
  /** How process colours are shown: the print profile's conversion; naive when unset. */
  screenColor?: ScreenColor | undefined;
  /** Language of the sheet's text (a copy's region's), which it is hyphenated in; English unset. */
  language?: string | undefined;
  /** The font family the sheet's text is set in (its ci's brand family); Noto Sans when unset. */
  fontFamily?: string | null | undefined;
  /** A store made beforehand (tests); otherwise one is made from the props above. */
  store?: DesignerStore;
  children: ReactNode;
}

/**
 * Wiring only: the designer's state is a DesignerStore (named actions, undo history), its
 * assets a DesignerAssets; this provider derives the page's layout from both and hands them to
 * the panels as `EditorApi` and `DesignerState`.
 */
export function EditorProvider(props: EditorProviderProps) {
  const { mode, search, initialVariantIds, dealerValuesKey } = props;
  const [store] = useState(
    () =>
      props.store ??
      new DesignerStore({
        data: props.initialData,
        mode,
        search,
        initialVariantIds,
        dealerValuesKey,
        initialDealerValues: props.initialDealerValues,
      }),
  );
  const [assets] = useState(() => new DesignerAssets());
  // Before paint: a preview's switch to the dealer's view shows at once.
  useLayoutEffect(
    () => store.configure({ mode, search, initialVariantIds, dealerValuesKey }),
    [store, mode, search, initialVariantIds, dealerValuesKey],
  );
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot);
  const data = state.history.present;
  const pageIndex = store.pageIndex;
  // Page 1 is a new object on every call: kept per document, or each render would lay it out.
  const page = useMemo(() => getPage(data, pageIndex), [data, pageIndex]);
  const selection = store.selection();
  // Designing edits the sheet's own texts; only the dealer's view shows their values.
  const dealerView = state.mode === 'dealer';
  const layout = useDesignerLayout(assets, {
    data,
    page,
    pageIndex,
    selection,
    dealerValues: dealerView ? state.dealerValues : null,
    dealerProfile: dealerView ? (props.dealerProfile ?? null) : null,
    dealerLogo: props.dealerLogo ?? null,
    screenColor: props.screenColor,
    language: props.language ?? DEFAULT_TEXT_LANGUAGE,
    fontFamily: props.fontFamily ?? undefined,
  });
  const dealerSync = useDealerValuesSync({
    remote: props.dealerValuesRemote ?? null,
    localKey: store.dealerValuesKey,
    values: state.dealerValues,
    replace: store.replaceDealerValues,
    selection: state.chosen,
    replaceSelection: store.restoreSelection,
    allowed: store.allowsValue,
    initial: store.opened,
  });

  const editor = useEditorApi(store, state, layout, dealerSync);

  const { fonts, fontError, drawn, layers } = layout;
  const dirty = data !== state.saved;
  const designer = useMemo(
    (): DesignerState => ({
      store,
      fonts,
      fontError,
      drawn,
      layers,
      page: A4,
      dirty,
      markSaved: store.markSaved,
      selectionOf: store.selectionOf,
    }),
    [store, fonts, fontError, drawn, layers, dirty],
  );

  return (
    <DesignerStoreContext.Provider value={store}>
      <EditorContext.Provider value={editor}>
        <DesignerContext.Provider value={designer}>{props.children}</DesignerContext.Provider>
      </EditorContext.Provider>
    </DesignerStoreContext.Provider>
  );
}
