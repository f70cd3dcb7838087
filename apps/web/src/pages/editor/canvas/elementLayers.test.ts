import {
  definitionOf,
  type Element,
  type ElementLayout,
  getElementDefinition,
  type LayoutContext,
  naiveScreenColor,
} from '@pms/sheet/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveFonts } from '../state/testFonts';
import { engineDrawing, LayerCache, type LayerDrawing } from './elementLayers';
import { fontLibrary, loadFaces } from './fonts';

const PAGE = { width: 595.28, height: 841.89 };

function text(id: number, html: string): Element {
  const defaults = getElementDefinition('p').defaults();
  const style = { ...defaults.style, left: 20, top: 20 + 40 * id, width: 200, height: 36 };
  return {
    id,
    type: 'p',
    config: { ...defaults, name: `Text ${id}`, text: html, style },
    variants: [],
  };
}

/** Counts layouts; lays nothing out (the cache does not look into a layout). */
function countingDrawing(): LayerDrawing & { laidOut: number[] } {
  const laidOut: number[] = [];
  return {
    laidOut,
    layout: (element) => {
      laidOut.push(element.id);
      return { items: [], overflow: false } as unknown as ElementLayout;
    },
    draw: (_layout, _ctx, _page, _color, idPrefix) => `<svg id="${idPrefix}"/>`,
  };
}

// The counting drawing never reads the context: only its identity matters to the cache.
const ctx = { images: new Map() } as unknown as LayoutContext;
const elements = Array.from({ length: 50 }, (_, index) => text(index + 1, `<p>Offer ${index}</p>`));

describe('the layer cache', () => {
  it('lays out each element once, and not again while it is unchanged', () => {
    const drawing = countingDrawing();
    const cache = new LayerCache(drawing);
    const first = cache.layers(elements, ctx, PAGE);
    expect(drawing.laidOut).toHaveLength(50);
    const second = cache.layers([...elements], ctx, PAGE);
    expect(drawing.laidOut).toHaveLength(50);
    for (const [index, layer] of second.entries()) expect(layer).toBe(first[index]);
  });

  it('lays out only the element a change replaced, keeping the others’ layers', () => {
    const drawing = countingDrawing();
    const cache = new LayerCache(drawing);
    const before = cache.layers(elements, ctx, PAGE);
    // As the store changes a document: only the moved element is a new object.
    const moved = [...elements];
    moved[7] = { ...(elements[7] as Element) };
    moved[7].config = { ...moved[7].config, style: { ...moved[7].config.style, left: 90 } };
    drawing.laidOut.length = 0;
    const after = cache.layers(moved, ctx, PAGE);
    expect(drawing.laidOut).toEqual([8]);
    for (const [index, layer] of after.entries()) {
      if (index === 7) expect(layer).not.toBe(before[7]);
      else expect(layer).toBe(before[index]);
    }
  });

  it('finds a new object with the same content (a resolved variant) without laying it out', () => {
    const drawing = countingDrawing();
    const cache = new LayerCache(drawing);
    cache.layers(elements, ctx, PAGE);
    const copies = elements.map((element) => structuredClone(element));
    const layers = cache.layers(copies, ctx, PAGE);
    expect(drawing.laidOut).toHaveLength(50);
    for (const [index, layer] of layers.entries()) expect(layer.element).toBe(copies[index]);
  });

  it('lays everything out again for another context (new faces or images) or screen colour', () => {
    const drawing = countingDrawing();
    const cache = new LayerCache(drawing);
    cache.layers(elements, ctx, PAGE);
    cache.layers(elements, { ...ctx }, PAGE);
    expect(drawing.laidOut).toHaveLength(100);
    cache.layers(elements, ctx, PAGE, (color) => naiveScreenColor(color));
    expect(drawing.laidOut).toHaveLength(150);
  });
});

describe('a cached layer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is what laying out and drawing the element afresh gives', async () => {
    serveFonts();
    await loadFaces(['noto-sans/regular', 'noto-sans/bold', 'noto-sans/italic']);
    const real: LayoutContext = { fonts: fontLibrary(['noto-sans']), images: new Map() };
    const page = [
      text(1, '<p><strong>Offer 1</strong> complete wheels with <em>tyres</em> from 499 €</p>'),
      text(2, '<p>A second text, long enough to wrap onto a line of its own</p>'),
    ];
    const cache = new LayerCache();
    cache.layers(page, real, PAGE);
    // The first kept, the second changed (laid out again).
    const changed = [page[0] as Element, text(2, '<p>A second text, <strong>changed</strong></p>')];
    const layers = cache.layers(changed, real, PAGE);
    for (const [index, layer] of layers.entries()) {
      const element = changed[index] as Element;
      const fresh = definitionOf(element).layout(element, real);
      expect(layer.layout).toEqual(fresh);
      // The same drawing but for the ids the page needs unique per layer.
      const drawn = engineDrawing.draw(fresh, real, PAGE, naiveScreenColor, 'x-');
      const ids = /el\d+-\d+-/g;
      expect(layer.svg.replace(ids, 'x-')).toBe(drawn);
      expect(layer.svg).toContain('<path d=');
      expect(layer.svg).not.toContain('<use');
    }
  });
});
