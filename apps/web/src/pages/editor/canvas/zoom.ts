import { PRINT_BLEED } from '@pms/sheet/browser';
import { useCallback, useMemo, useState } from 'react';

/** Screen pixels per point at 100 %: CSS's 96 px per inch over 72 pt per inch. */
export const PX_PER_PT = 96 / 72;
export const MIN_ZOOM = 0.1;
export const MAX_ZOOM = 8;
/** Zoom steps of the buttons and Ctrl+wheel, as factors of 100 %. */
const STEPS = [0.1, 0.25, 0.33, 0.5, 0.67, 0.75, 0.9, 1, 1.25, 1.5, 2, 3, 4, 6, 8];

/** The next step above (`+1`) or below (`-1`) a zoom level. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  if (direction > 0) return STEPS.find((step) => step > zoom + 1e-6) ?? MAX_ZOOM;
  return STEPS.findLast((step) => step < zoom - 1e-6) ?? MIN_ZOOM;
}

/** The zoom that shows the whole page with its bleed inside a viewport, margin included. */
export function fitZoom(
  viewport: { width: number; height: number },
  page: { width: number; height: number },
  margin: number,
): number {
  const width = (viewport.width - 2 * margin) / (page.width * PX_PER_PT);
  const height = (viewport.height - 2 * margin) / (page.height * PX_PER_PT);
  return Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.min(width, height)));
}

/** Grey space around the page, in pixels: room for the bleed, handles and guides. */
export const CANVAS_MARGIN = 40;

interface Size {
  width: number;
  height: number;
}

/** The zoom that shows a page of this size (in points) with its bleed inside the canvas. */
export function pageFitZoom(viewport: Size, page: Size): number {
  return fitZoom(
    viewport,
    { width: page.width + 2 * PRINT_BLEED, height: page.height + 2 * PRINT_BLEED },
    CANVAS_MARGIN / 2,
  );
}

const VIEWPORT_KEY = 'pms-canvas-viewport';

/**
 * Keeps the canvas's size in this window's size: the next designer opened in a window of the
 * same size first renders at the zoom that fits, instead of at 100 % and, once measured, the
 * whole designer again (30 to 60 ms of an opening, and the browser's layout of it twice).
 */
export function rememberViewport(viewport: Size): void {
  try {
    const kept = JSON.stringify([
      window.innerWidth,
      window.innerHeight,
      viewport.width,
      viewport.height,
    ]);
    // The observer reports every step of a dragged window edge; a write tells every other tab.
    if (window.localStorage.getItem(VIEWPORT_KEY) === kept) return;
    window.localStorage.setItem(VIEWPORT_KEY, kept);
  } catch {
    // Storage full or refused: the next opening measures first, as it always did.
  }
}

/** The canvas's size last kept in a window of this size, or null. */
export function rememberedViewport(): Size | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(VIEWPORT_KEY) ?? 'null');
    if (!Array.isArray(kept) || kept.length !== 4) return null;
    const [windowWidth, windowHeight, width, height] = kept;
    if (windowWidth !== window.innerWidth || windowHeight !== window.innerHeight) return null;
    return typeof width === 'number' && typeof height === 'number' && width > 0 && height > 0
      ? { width, height }
      : null;
  } catch {
    return null;
  }
}

/** Zoom as a factor of 100 %, with `fit` remembered until the user picks another level. */
export interface ZoomState {
  zoom: number;
  fit: boolean;
  setZoom(zoom: number): void;
  zoomIn(): void;
  zoomOut(): void;
  fitToWindow(): void;
  /** The canvas reports the zoom that fits its viewport. */
  setFitZoom(zoom: number): void;
}

/** `page` (in points) is fitted first into the canvas's size kept for this window, if any. */
export function useZoomState(page: Size): ZoomState {
  const [state, setState] = useState(() => {
    const viewport = rememberedViewport();
    return { zoom: 1, fit: true, fitZoom: viewport ? pageFitZoom(viewport, page) : 1 };
  });
  const setZoom = useCallback(
    (zoom: number) =>
      setState((s) => ({ ...s, fit: false, zoom: Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, zoom)) })),
    [],
  );
  const zoomIn = useCallback(
    () => setState((s) => ({ ...s, fit: false, zoom: stepZoom(s.fit ? s.fitZoom : s.zoom, 1) })),
    [],
  );
  const zoomOut = useCallback(
    () => setState((s) => ({ ...s, fit: false, zoom: stepZoom(s.fit ? s.fitZoom : s.zoom, -1) })),
    [],
  );
  const fitToWindow = useCallback(() => setState((s) => ({ ...s, fit: true })), []);
  const setFitZoom = useCallback(
    (fitZoom: number) =>
      setState((s) => (Math.abs(s.fitZoom - fitZoom) < 1e-4 ? s : { ...s, fitZoom })),
    [],
  );
  // The same object until the zoom changes: the toolbar is memoized on it.
  return useMemo(
    () => ({
      zoom: state.fit ? state.fitZoom : state.zoom,
      fit: state.fit,
      setZoom,
      zoomIn,
      zoomOut,
      fitToWindow,
      setFitZoom,
    }),
    [state, setZoom, zoomIn, zoomOut, fitToWindow, setFitZoom],
  );
}
