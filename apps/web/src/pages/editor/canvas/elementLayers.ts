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

type PageSize = { width: number; height: number };

/** How an element is laid out and drawn: the engine's, or a counting stand-in in tests. */
export interface LayerDrawing {
  layout(element: Element, ctx: LayoutContext): ElementLayout;
  draw(
    layout: ElementLayout,
    ctx: LayoutContext,
    page: PageSize,
    screenColor: ScreenColor,
    idPrefix: string,
  ): string;
}

export const engineDrawing: LayerDrawing = {
  layout: (element, ctx) => definitionOf(element).layout(element, ctx),
  draw: (layout, ctx, page, screenColor, idPrefix) =>
    renderSvg(
      { width: page.width, height: page.height, items: layout.items },
      {
        fonts: ctx.fonts,
        // The designer shows its aids (placeholders); exports never print them.
        aids: true,
        imageHref: 'src',
        background: null,
        idPrefix,
        screenColor,
        // A path per glyph run: a thousand layers of <use>s (each a shadow tree to style) made
        // every style change of the page take seconds.
        glyphs: 'paths',
      },
    ),
};

interface Cached {
  ctx: LayoutContext;
  screenColor: ScreenColor;
  page: PageSize;
  layer: ElementLayer;
}

const CACHE_LIMIT = 3000;

/**
 * Layers kept per element, so a change lays out and draws only the elements that changed.
 * The store replaces only the elements an action changes, so an unchanged element is the same
 * object: found by identity first, without a look at its content. An element that is a new
 * object with the same content (resolving variants makes new ones) is found by its content.
 * A layer is reused only for the same layout context, screen colour and page: new faces or
 * images lay everything out again.
 */
export class LayerCache {
  private readonly byElement = new WeakMap<Element, Cached>();
  /** By content; bounded, so a long session cannot grow it forever. */
  private readonly byContent = new Map<string, Cached>();
  /** Makes each drawing's SVG ids unique on the page, whatever layers are shown beside it. */
  private drawn = 0;

  constructor(private readonly drawing: LayerDrawing = engineDrawing) {}

  layers(
    elements: readonly Element[],
    ctx: LayoutContext,
    page: PageSize,
    screenColor: ScreenColor = naiveScreenColor,
  ): ElementLayer[] {
    const fits = (hit: Cached | undefined): hit is Cached =>
      hit !== undefined && hit.ctx === ctx && hit.screenColor === screenColor && hit.page === page;
    return elements.map((element) => {
      const same = this.byElement.get(element);
      if (fits(same)) return same.layer;
      const key = JSON.stringify(element);
      const hit = this.byContent.get(key);
      if (fits(hit)) {
        // Refresh its place in the insertion order: the oldest entries are dropped first.
        this.byContent.delete(key);
        this.byContent.set(key, hit);
        const layer = hit.layer.element === element ? hit.layer : { ...hit.layer, element };
        this.byElement.set(element, { ...hit, layer });
        return layer;
      }
      const layout = this.drawing.layout(element, ctx);
      this.drawn += 1;
      const svg = this.drawing.draw(
        layout,
        ctx,
        page,
        screenColor,
        `el${element.id}-${this.drawn}-`,
      );
      const cached: Cached = { ctx, screenColor, page, layer: { element, layout, svg } };
      this.byElement.set(element, cached);
      this.byContent.set(key, cached);
      if (this.byContent.size > CACHE_LIMIT) {
        const oldest = this.byContent.keys().next().value;
        if (oldest !== undefined) this.byContent.delete(oldest);
      }
      return cached.layer;
    });
  }
}

const shared = new LayerCache();

/**
 * Lays out and draws each element on its own layer, so dragging one moves only its layer (a
 * CSS transform) and a change lays out only the element that changed (see LayerCache). Process
 * colours are drawn through `screenColor` (the print profile's conversion once it has loaded).
 */
export function elementLayers(
  elements: readonly Element[],
  ctx: LayoutContext,
  page: PageSize,
  screenColor: ScreenColor = naiveScreenColor,
): ElementLayer[] {
  return shared.layers(elements, ctx, page, screenColor);
}
