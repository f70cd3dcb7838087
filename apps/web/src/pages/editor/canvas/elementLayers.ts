import {
  definitionOf,
  type Element,
  type ElementLayout,
  type LayoutContext,
  naiveScreenColor,
  renderSvg,
  type ScreenColor,
} from '@pms/sheet/browser';

/** One element drawn on its own layer: the SVG of its render items over the whole page. */
export interface ElementLayer {
  element: Element;
  layout: ElementLayout;
  /** An `<svg>` in page points (viewBox of the page), transparent outside the element. */
  svg: string;
}

interface Cached {
  ctx: LayoutContext;
  screenColor: ScreenColor;
  layer: ElementLayer;
}

/**
 * Layers by the element's content: an unchanged element (even a new object from resolving
 * variants) is not laid out again. Bounded, so a long session cannot grow it forever.
 */
const cache = new Map<string, Cached>();
const CACHE_LIMIT = 3000;

function layoutOf(element: Element, ctx: LayoutContext): ElementLayout {
  return definitionOf(element).layout(element, ctx);
}

/**
 * Lays out and draws each element on its own layer, so dragging one moves only its layer (a
 * CSS transform) and a change lays out only the element that changed. Process colours are
 * drawn through `screenColor` (the print profile's conversion once it has loaded).
 */
export function elementLayers(
  elements: readonly Element[],
  ctx: LayoutContext,
  page: { width: number; height: number },
  screenColor: ScreenColor = naiveScreenColor,
): ElementLayer[] {
  return elements.map((element) => {
    const key = JSON.stringify(element);
    const hit = cache.get(key);
    if (hit && hit.ctx === ctx && hit.screenColor === screenColor) {
      // Refresh its place in the insertion order: the oldest entries are dropped first.
      cache.delete(key);
      cache.set(key, hit);
      return hit.layer.element === element ? hit.layer : { ...hit.layer, element };
    }
    const layout = layoutOf(element, ctx);
    const svg = renderSvg(
      { width: page.width, height: page.height, items: layout.items },
      {
        fonts: ctx.fonts,
        // The designer shows its aids (placeholders); exports never print them.
        aids: true,
        imageHref: 'src',
        background: null,
        idPrefix: `el${element.id}-${cache.size}-`,
        screenColor,
      },
    );
    const layer: ElementLayer = { element, layout, svg };
    cache.set(key, { ctx, screenColor, layer });
    if (cache.size > CACHE_LIMIT) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return layer;
  });
}
