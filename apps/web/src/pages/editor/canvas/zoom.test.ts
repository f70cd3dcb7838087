import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fitZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  PX_PER_PT,
  pageFitZoom,
  rememberedViewport,
  rememberViewport,
  stepZoom,
  useZoomState,
} from './zoom';

const A4 = { width: 595.28, height: 841.89 };

describe('zoom', () => {
  it('steps through the levels and stops at the ends', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.9);
    expect(stepZoom(0.8, 1)).toBe(0.9);
    expect(stepZoom(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(stepZoom(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
  });

  it('fits the page into the viewport by its tighter side', () => {
    const page = { width: 600, height: 840 };
    const zoom = fitZoom({ width: 2000, height: 900 }, page, 30);
    expect(zoom).toBeCloseTo(840 / (840 * PX_PER_PT), 5);
    expect(page.height * PX_PER_PT * zoom).toBeCloseTo(840, 5);
  });

  describe('the canvas size kept for the next opening', () => {
    afterEach(() => {
      window.localStorage.clear();
      vi.unstubAllGlobals();
    });

    it('opens at the zoom that fits, in a window of the size it was kept in', () => {
      vi.stubGlobal('innerWidth', 1440);
      vi.stubGlobal('innerHeight', 900);
      rememberViewport({ width: 880, height: 746 });
      expect(rememberedViewport()).toEqual({ width: 880, height: 746 });
      const { result } = renderHook(() => useZoomState(A4));
      expect(result.current.fit).toBe(true);
      expect(result.current.zoom).toBeCloseTo(pageFitZoom({ width: 880, height: 746 }, A4), 9);
      expect(result.current.zoom).toBeLessThan(0.7);
    });

    it('opens at 100 % until measured, in another window size or with nothing kept', () => {
      vi.stubGlobal('innerWidth', 1440);
      vi.stubGlobal('innerHeight', 900);
      expect(renderHook(() => useZoomState(A4)).result.current.zoom).toBe(1);
      rememberViewport({ width: 880, height: 746 });
      vi.stubGlobal('innerWidth', 1280);
      expect(rememberedViewport()).toBeNull();
      expect(renderHook(() => useZoomState(A4)).result.current.zoom).toBe(1);
      window.localStorage.setItem('pms-canvas-viewport', '{"broken"');
      expect(rememberedViewport()).toBeNull();
    });

    it('writes only a size that changed, as a dragged window edge reports every step', () => {
      vi.stubGlobal('innerWidth', 1440);
      vi.stubGlobal('innerHeight', 900);
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      rememberViewport({ width: 880, height: 746 });
      rememberViewport({ width: 880, height: 746 });
      expect(setItem).toHaveBeenCalledTimes(1);
      rememberViewport({ width: 860, height: 746 });
      expect(setItem).toHaveBeenCalledTimes(2);
      expect(rememberedViewport()).toEqual({ width: 860, height: 746 });
      setItem.mockRestore();
    });
  });
});
