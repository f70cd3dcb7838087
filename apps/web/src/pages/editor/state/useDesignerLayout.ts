import {
  A4,
  applyDealerProfile,
  applyDealerValues,
  type DealerProfile,
  type DealerValues,
  dealerFindings,
  definitionOf,
  type Element,
  type FontLibrary,
  type ImageAsset,
  type LayoutContext,
  type Page,
  type PreflightFinding,
  resolvePage,
  type ScreenColor,
  type SheetData,
  sheetFamilies,
  textLanguagesOf,
  type VariantSelection,
} from '@pms/sheet/browser';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type ElementLayer, elementLayers } from '../canvas/elementLayers';
import { livePreflight } from '../preflight/livePreflight';
import type { DesignerAssets } from './assets';

export interface LayoutInputs {
  data: SheetData;
  page: Page;
  pageIndex: number;
  selection: VariantSelection;
  /** The dealer's view only: their values and profile fill the page, as exports do. */
  dealerValues: DealerValues | null;
  dealerProfile: DealerProfile | null;
  dealerLogo: ImageAsset | null;
  screenColor: ScreenColor | undefined;
  language: string;
  fontFamily: string | undefined;
}

export interface DesignerLayout {
  resolvedElements: readonly Element[];
  fonts: FontLibrary | null;
  fontError: boolean;
  /** The page is laid out with every face it uses. */
  drawn: boolean;
  layers: readonly ElementLayer[];
  overflow: ReadonlyMap<number, boolean>;
  preflight: readonly PreflightFinding[];
}

const MEASURED_LAYOUTS = 10;
let measuredLayouts = 0;

/**
 * What the designer shows, derived from the store's state and the assets here: the page
 * resolved for the selection, its layout, overflow and preflight. Nothing of it is kept apart;
 * each is recomputed only when what it reads changed.
 */
export function useDesignerLayout(assets: DesignerAssets, inputs: LayoutInputs): DesignerLayout {
  const { page, selection, dealerValues, dealerProfile, language, fontFamily } = inputs;
  const here = useSyncExternalStore(assets.subscribe, assets.getSnapshot);
  useEffect(() => assets.preloadFonts(), [assets]);

  // Only the families the sheet sets text in, and of them only the faces layout asks for;
  // until a face is here the canvas draws with the faces it has.
  const familyKey = useMemo(
    () => sheetFamilies(inputs.data, fontFamily).join(','),
    [inputs.data, fontFamily],
  );
  const fonts = useMemo(
    () => (here.arrivals >= 0 ? assets.fontLibrary(familyKey.split(',')) : null),
    [assets, familyKey, here.arrivals],
  );

  const resolvedElements = useMemo((): readonly Element[] => {
    const resolved = resolvePage(page, selection);
    if (dealerValues === null) return resolved;
    return applyDealerValues(applyDealerProfile(resolved, dealerProfile), dealerValues).elements;
  }, [page, selection, dealerValues, dealerProfile]);

  // The faces the page will likely use are fetched with the hyphenation patterns, and layout
  // waits for them: one layout with the right faces instead of one with stand-ins and another.
  // The fetch starts while rendering, not in an effect after it; fetches are cached.
  const likely = useMemo(() => {
    const faces = assets.likelyFaces(resolvedElements, familyKey.split(','), fontFamily);
    assets.prefetchFaces(faces);
    return faces;
  }, [assets, resolvedElements, familyKey, fontFamily]);
  const likelyHere = assets.facesHere(likely);
  useEffect(() => assets.loadFaces(likely), [assets, likely]);

  // The patterns of every language the page's texts are in (each text names its own, or is in
  // the sheet's): each starts loading, and layout waits for all.
  const hyphenation = textLanguagesOf(resolvedElements, language)
    .map((code) => assets.hyphenationReady(code))
    .every(Boolean);
  const ctx = useMemo(
    (): LayoutContext | null =>
      fonts && hyphenation && likelyHere
        ? {
            fonts,
            family: fontFamily,
            images: here.images,
            dealerLogo: inputs.dealerLogo,
            language,
          }
        : null,
    [fonts, fontFamily, hyphenation, likelyHere, here.images, inputs.dealerLogo, language],
  );
  const { layers, missing } = useMemo(() => {
    if (!ctx) return { layers: [], missing: [] };
    const start = performance.now();
    const laidOut = elementLayers(resolvedElements, ctx, A4, inputs.screenColor);
    // The opening's layouts, for bench:editor's breakdown and DevTools' timings; only the first
    // few, so a long session's drags do not fill the page's timeline.
    if (measuredLayouts < MEASURED_LAYOUTS) {
      measuredLayouts += 1;
      performance.measure('designer layout', { start });
    }
    // Faces this layout noted (an empty page notes none), known with the layout itself: a state
    // set in an effect after it would render the whole designer once more before it is drawn.
    return { layers: laidOut, missing: laidOut.length > 0 ? assets.missingFaces() : [] };
  }, [assets, ctx, resolvedElements, inputs.screenColor]);

  useEffect(() => {
    if (layers.length > 0) assets.keepShapes();
  }, [assets, layers]);
  // Not cancelled by the next layout: the faces must still be laid out with once here, or the
  // page would be called drawn with stand-ins.
  useEffect(() => assets.loadFaces(missing), [assets, missing]);

  // The page's images are measured while the fonts load (started while rendering, like the
  // faces), so the first layout usually has them instead of placeholders.
  const pageImages = useMemo(() => {
    const sources = resolvedElements.flatMap((e) => definitionOf(e).imageSources(e.config));
    assets.prefetchImages(sources);
    return sources;
  }, [assets, resolvedElements]);
  useEffect(() => assets.requestImages(pageImages), [assets, pageImages]);
  useEffect(
    () => assets.requestImages(layers.flatMap((layer) => layer.layout.missingImages ?? [])),
    [assets, layers],
  );

  const overflow = useMemo(
    () => new Map(layers.map((layer) => [layer.element.id, layer.layout.overflow])),
    [layers],
  );
  const dealerView = dealerValues !== null;
  const hasLogo = inputs.dealerLogo !== null;
  const preflight = useMemo(() => {
    const found = livePreflight(layers, inputs.pageIndex, A4);
    // The dealer's view tells only what the dealer can change, as their export does: the
    // sheet's own findings are the admin's and region admin's (issue 43 point 5).
    if (!dealerView) return found;
    const elements = layers.map((layer) => layer.element);
    return dealerFindings(found, elements, { hasLogo, hasProfile: dealerProfile !== null });
  }, [layers, inputs.pageIndex, dealerView, hasLogo, dealerProfile]);

  return {
    resolvedElements,
    fonts,
    fontError: here.fontError,
    drawn: ctx !== null && missing.length === 0,
    layers,
    overflow,
    preflight,
  };
}
