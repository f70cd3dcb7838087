import {
  A4,
  allPages,
  applyDealerProfile,
  applyDealerValues,
  DEFAULT_TEXT_LANGUAGE,
  type DealerProfile,
  type DealerValue,
  type DealerValues,
  definitionOf,
  type Element,
  type FontLibrary,
  getPage,
  type ImageAsset,
  type LayoutContext,
  pageCount,
  resolvePage,
  type ScreenColor,
  type SheetData,
  selectVariant as selectEngineVariant,
  sheetFamilies,
  type VariantSelection,
} from '@pms/sheet/browser';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { type ElementLayer, elementLayers } from '../canvas/elementLayers';
import {
  facesHere,
  fontLibrary,
  fontsReady,
  keepShapesWhenIdle,
  likelyFaces,
  loadFaces,
  missingFaces,
  preloadFonts,
} from '../canvas/fonts';
import { loadImageAsset, measuredImages } from '../canvas/images';
import { useHyphenationReady } from '../canvas/useHyphenation';
import { type EditorApi, EditorContext } from '../editorApi';
import { livePreflight } from '../preflight/livePreflight';
import { readDealerValues, writeDealerValues } from './dealerValuesStorage';
import {
  type DealerValuesRemote,
  type PageSelections,
  type RemoteValues,
  settleLoaded,
} from './dealerValuesSync';
import { type History, pushHistory, redoHistory, startHistory, undoHistory } from './history';
import { useDealerValuesSync } from './useDealerValuesSync';
import { pageSelection } from './variantSelection';

/** What only the designer's own frame (canvas, toolbar, save) needs beyond `EditorApi`. */
export interface DesignerState {
  /** Fonts for layout; null while they load. */
  fonts: FontLibrary | null;
  fontError: boolean;
  /** The current page is laid out with every face it uses (`data-ready` of the canvas). */
  drawn: boolean;
  /** The current page's elements, each laid out on its own layer, in painting order. */
  layers: readonly ElementLayer[];
  page: { width: number; height: number };
  /** The document differs from the one last loaded or saved. */
  dirty: boolean;
  /**
   * After a save or reload: `data` is now the saved state (history is kept). With `sent`, the
   * document shown is replaced only if it is still the one that was sent (no edit since).
   */
  markSaved(data: SheetData, sent?: SheetData): void;
  /** The selection of every page that has one, for exports of all pages. */
  selectionOf(pageIndex: number): VariantSelection;
}

const DesignerContext = createContext<DesignerState | null>(null);

export function useDesigner(): DesignerState {
  const value = useContext(DesignerContext);
  if (value === null) throw new Error('useDesigner is used outside the designer');
  return value;
}

type HistoryAction =
  | { type: 'apply'; next: SheetData }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'replace'; data: SheetData; sent?: SheetData };

function historyReducer(history: History, action: HistoryAction): History {
  switch (action.type) {
    case 'apply':
      return pushHistory(history, action.next);
    case 'undo':
      return undoHistory(history);
    case 'redo':
      return redoHistory(history);
    case 'replace':
      if (action.sent !== undefined && history.present !== action.sent) return history;
      return { ...history, present: action.data };
  }
}

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
  children: ReactNode;
}

const MEASURED_LAYOUTS = 10;

function sameSelection(a: VariantSelection, b: VariantSelection): boolean {
  const entries = Object.entries(a);
  return (
    entries.length === Object.keys(b).length &&
    entries.every(([group, variant]) => b[Number(group)] === variant)
  );
}
let measuredLayouts = 0;

/** Whether the sheet still takes a dealer's value for this element name. */
function takesValue(data: SheetData, name: string): boolean {
  return allPages(data).some((p) =>
    p.elements.some((e) => e.config.name === name && e.config.dealerEditable === true),
  );
}

/**
 * The variants shown after the user's saved choice arrives: that choice, unless the link (a
 * search's match) names variants; then those are shown, and kept as the choice.
 */
function restoredSelection(
  saved: PageSelections,
  data: SheetData,
  ids: readonly number[],
  term: string,
): PageSelections {
  if (ids.length === 0) return saved;
  const fromLink: Record<number, VariantSelection> = {};
  for (let index = 0; index < pageCount(data); index++) {
    const target = getPage(data, index);
    if (target.variant_groups.length > 0) fromLink[index] = pageSelection(target, ids, term);
  }
  return fromLink;
}

/** The designer's state: one document with its undo history, and everything around it. */
export function EditorProvider(props: EditorProviderProps) {
  const { mode, search, initialVariantIds, dealerValuesKey } = props;
  const [history, dispatch] = useReducer(historyReducer, props.initialData, startHistory);
  const data = history.present;
  const historyRef = useRef(history);
  historyRef.current = history;
  const [saved, setSaved] = useState<SheetData>(props.initialData);
  const [pageIndex, setPageIndexState] = useState(0);
  // The dealer values loaded before the first render: the first layout already shows them.
  const [opened] = useState(() =>
    props.initialDealerValues
      ? settleLoaded(
          props.initialDealerValues,
          dealerValuesKey ? readDealerValues(dealerValuesKey) : {},
          (name) => takesValue(props.initialData, name),
        )
      : null,
  );
  const [chosen, setChosen] = useState<PageSelections>(() =>
    opened
      ? restoredSelection(opened.server.selection, props.initialData, initialVariantIds, search)
      : {},
  );
  const [selectedIds, setSelectedIds] = useState<readonly number[]>([]);
  const [hiddenIds, setHiddenIds] = useState<ReadonlySet<number>>(new Set());
  const [variantEntry, setVariantEntry] = useState(false);
  const [dealerValues, setDealerValues] = useState<DealerValues>(() => {
    if (opened) return opened.kept;
    return dealerValuesKey ? readDealerValues(dealerValuesKey) : {};
  });
  // Counts arrivals of faces: the library is then made anew with them, and the page laid out again.
  const [arrivals, setArrivals] = useState(0);
  const [fontError, setFontError] = useState(false);
  // The images measured before the first render (see preparePage): the first layout draws them.
  const [images, setImages] = useState<ReadonlyMap<string, ImageAsset>>(measuredImages);
  const requested = useRef(new Set<string>());

  useEffect(() => {
    // Here already (see preparePage): a new library now would only lay out and render again.
    if (fontsReady()) return;
    let live = true;
    preloadFonts().then(
      () => live && setArrivals((count) => count + 1),
      () => live && setFontError(true),
    );
    return () => {
      live = false;
    };
  }, []);

  // Only the families the sheet sets text in, and of them only the faces layout asks for;
  // adding a tyre label or bold text fetches what it needs, and until it is here the canvas
  // draws with the faces it has.
  const fontFamily = props.fontFamily ?? undefined;
  const familyKey = useMemo(() => sheetFamilies(data, fontFamily).join(','), [data, fontFamily]);
  const fonts = useMemo(
    (): FontLibrary | null =>
      arrivals >= 0 && fontsReady() ? fontLibrary(familyKey.split(',')) : null,
    [familyKey, arrivals],
  );

  const pages = pageCount(data);
  const currentIndex = Math.min(pageIndex, pages - 1);
  // Page 1 is a new object on every call: kept per document, or each render of the provider
  // (the dealer values arriving, a status) would lay out and render the whole designer again.
  const page = useMemo(() => getPage(data, currentIndex), [data, currentIndex]);

  const selectionOf = useCallback(
    (index: number): VariantSelection => {
      const target = getPage(data, Math.min(index, pageCount(data) - 1));
      const preferred = chosen[index] ? Object.values(chosen[index]) : initialVariantIds;
      return pageSelection(target, preferred, search);
    },
    [data, chosen, initialVariantIds, search],
  );
  // The same choice stays the same object (the address gaining its variants re-renders with new
  // ids), so that it is not laid out again.
  const lastSelection = useRef<VariantSelection | null>(null);
  const selection = useMemo(() => {
    const next = selectionOf(currentIndex);
    const last = lastSelection.current;
    return last && sameSelection(last, next) ? last : next;
  }, [selectionOf, currentIndex]);
  lastSelection.current = selection;

  // Designing edits the sheet's own texts; the dealer's view is the export's. Only the dealer's
  // view depends on them: the dealer values arriving from the server would otherwise lay out
  // and render the whole designer again while it opens.
  const dealerView = mode === 'dealer';
  const dealerProfile = dealerView ? (props.dealerProfile ?? null) : null;
  const valuesShown = dealerView ? dealerValues : null;
  const resolvedElements = useMemo((): readonly Element[] => {
    const resolved = resolvePage(page, selection);
    if (valuesShown === null) return resolved;
    return applyDealerValues(applyDealerProfile(resolved, dealerProfile), valuesShown).elements;
  }, [page, selection, valuesShown, dealerProfile]);

  // The faces the page will likely use are fetched with the hyphenation patterns, and layout
  // waits for them: one layout with the right faces instead of one with stand-ins and another.
  // The fetch starts here, while the designer first renders (a few hundred ms), not in an
  // effect after it; fetches are cached, so a render that repeats this costs nothing.
  const likely = useMemo(() => {
    const faces = likelyFaces(resolvedElements, familyKey.split(','), fontFamily);
    loadFaces(faces).catch(() => undefined);
    return faces;
  }, [resolvedElements, familyKey, fontFamily]);
  const likelyHere = arrivals >= 0 && facesHere(likely);
  useEffect(() => {
    if (facesHere(likely)) return;
    loadFaces(likely).then(
      () => setArrivals((count) => count + 1),
      () => setFontError(true),
    );
  }, [likely]);

  const language = props.language ?? DEFAULT_TEXT_LANGUAGE;
  const hyphenation = useHyphenationReady(language);
  const ctx = useMemo(
    (): LayoutContext | null =>
      fonts && hyphenation && likelyHere
        ? { fonts, family: fontFamily, images, dealerLogo: props.dealerLogo ?? null, language }
        : null,
    [fonts, fontFamily, hyphenation, likelyHere, images, props.dealerLogo, language],
  );
  const { layers, missing } = useMemo(() => {
    if (!ctx) return { layers: [], missing: [] };
    const start = performance.now();
    const laidOut = elementLayers(resolvedElements, ctx, A4, props.screenColor);
    // The opening's layouts, for bench:editor's breakdown and DevTools' timings; only the first
    // few, so a long session's drags do not fill the page's timeline.
    if (measuredLayouts < MEASURED_LAYOUTS) {
      measuredLayouts += 1;
      performance.measure('designer layout', { start });
    }
    // Faces this layout noted (an empty page notes none), known with the layout itself: a state
    // set in an effect after it would render the whole designer once more before it is drawn.
    return { layers: laidOut, missing: laidOut.length > 0 ? missingFaces() : [] };
  }, [ctx, resolvedElements, props.screenColor]);
  const facesMissing = missing.length > 0;

  // What the layout shaped is kept for the next opening, once the browser is idle.
  useEffect(() => {
    if (layers.length > 0) keepShapesWhenIdle();
  }, [layers]);

  // After each layout: faces it asked for that are not here are fetched, then laid out with.
  useEffect(() => {
    // Not cancelled by the next layout (images arriving, an edit): the faces must still be
    // laid out with once here, or the page would be called drawn with stand-ins.
    if (missing.length > 0) {
      loadFaces(missing).then(
        () => setArrivals((count) => count + 1),
        () => setFontError(true),
      );
    }
  }, [missing]);

  // Images are measured once each; layout then draws them instead of a placeholder.
  const requestImages = useCallback((sources: readonly string[]) => {
    const missing = [...new Set(sources)].filter((src) => !requested.current.has(src));
    if (missing.length === 0) return;
    for (const src of missing) requested.current.add(src);
    void Promise.all(missing.map(loadImageAsset)).then((assets) => {
      const found = assets.filter((asset): asset is ImageAsset => asset !== null);
      if (found.length === 0) return;
      setImages((current) => {
        // Measured before the first render already: the same state, no new layout.
        if (found.every((asset) => current.get(asset.src) === asset)) return current;
        const next = new Map(current);
        for (const asset of found) next.set(asset.src, asset);
        return next;
      });
    });
  }, []);
  // The page's images are known before layout: measured while the fonts load, the first layout
  // usually has them, instead of drawing placeholders and laying out again. Started in render
  // like the faces (measuring is cached); the effect takes the sizes into the state.
  const pageImages = useMemo(() => {
    const sources = resolvedElements.flatMap((element) =>
      definitionOf(element).imageSources(element.config),
    );
    for (const src of sources) void loadImageAsset(src);
    return sources;
  }, [resolvedElements]);
  useEffect(() => requestImages(pageImages), [requestImages, pageImages]);
  useEffect(
    () => requestImages(layers.flatMap((layer) => layer.layout.missingImages ?? [])),
    [requestImages, layers],
  );

  const overflow = useMemo(
    () => new Map(layers.map((layer) => [layer.element.id, layer.layout.overflow])),
    [layers],
  );

  const preflight = useMemo(() => livePreflight(layers, currentIndex, A4), [layers, currentIndex]);

  const apply = useCallback((change: (data: SheetData) => SheetData) => {
    // Computed here, not in the reducer: a refused operation throws to its caller.
    const next = change(historyRef.current.present);
    if (next !== historyRef.current.present) dispatch({ type: 'apply', next });
  }, []);

  // Selected elements that no longer exist (undo, delete, page change) are dropped.
  useEffect(() => {
    const present = new Set(page.elements.map((element) => element.id));
    setSelectedIds((ids) =>
      ids.every((id) => present.has(id)) ? ids : ids.filter((id) => present.has(id)),
    );
  }, [page]);

  const setPageIndex = useCallback((index: number) => {
    setPageIndexState(index);
    setSelectedIds([]);
  }, []);

  const selectVariant = useCallback(
    (groupId: number, variantId: number) => {
      setChosen((current) => ({
        ...current,
        [currentIndex]: selectEngineVariant(
          page,
          selection,
          groupId,
          variantId,
          page.connected_groups,
        ),
      }));
    },
    [page, selection, currentIndex],
  );

  const toggleHidden = useCallback((id: number) => {
    setHiddenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const setDealerValue = useCallback(
    (name: string, value: DealerValue | null) => {
      setDealerValues((current) => {
        const next = { ...current };
        if (value === null) delete next[name];
        else next[name] = value;
        if (dealerValuesKey) writeDealerValues(dealerValuesKey, next);
        return next;
      });
    },
    [dealerValuesKey],
  );

  const allowedValue = useCallback((name: string) => takesValue(data, name), [data]);
  const replaceDealerValues = useCallback(
    (values: DealerValues) => {
      setDealerValues(values);
      if (dealerValuesKey) writeDealerValues(dealerValuesKey, values);
    },
    [dealerValuesKey],
  );
  // (Read through a ref: a new URL object must not reload the values.)
  const link = useRef({ initialVariantIds, search });
  link.current = { initialVariantIds, search };
  const restoreSelection = useCallback((saved: PageSelections) => {
    const { initialVariantIds: ids, search: term } = link.current;
    setChosen(restoredSelection(saved, historyRef.current.present, ids, term));
  }, []);
  const dealerSync = useDealerValuesSync({
    remote: props.dealerValuesRemote ?? null,
    localKey: dealerValuesKey,
    values: dealerValues,
    replace: replaceDealerValues,
    selection: chosen,
    replaceSelection: restoreSelection,
    allowed: allowedValue,
    initial: opened,
  });

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const markSaved = useCallback((next: SheetData, sent?: SheetData) => {
    dispatch({ type: 'replace', data: next, sent });
    // Edits made while the save was on its way stay unsaved.
    setSaved(sent !== undefined && historyRef.current.present !== sent ? sent : next);
  }, []);

  const editor = useMemo(
    (): EditorApi => ({
      data,
      pageIndex: currentIndex,
      setPageIndex,
      selection,
      selectVariant,
      selectedIds,
      select: setSelectedIds,
      apply,
      undo,
      redo,
      canUndo: history.past.length > 0,
      canRedo: history.future.length > 0,
      variantEntry,
      setVariantEntry,
      hiddenIds,
      toggleHidden,
      mode,
      resolvedElements,
      overflow,
      preflight,
      dealerValues,
      setDealerValue,
      dealerSync,
    }),
    [
      data,
      currentIndex,
      setPageIndex,
      selection,
      selectVariant,
      selectedIds,
      apply,
      undo,
      redo,
      history.past.length,
      history.future.length,
      variantEntry,
      hiddenIds,
      toggleHidden,
      mode,
      resolvedElements,
      overflow,
      preflight,
      dealerValues,
      setDealerValue,
      dealerSync,
    ],
  );

  const designer = useMemo(
    (): DesignerState => ({
      fonts,
      fontError,
      drawn: ctx !== null && !facesMissing,
      layers,
      page: A4,
      dirty: data !== saved,
      markSaved,
      selectionOf,
    }),
    [fonts, fontError, ctx, facesMissing, layers, data, saved, markSaved, selectionOf],
  );

  return (
    <EditorContext.Provider value={editor}>
      <DesignerContext.Provider value={designer}>{props.children}</DesignerContext.Provider>
    </EditorContext.Provider>
  );
}
