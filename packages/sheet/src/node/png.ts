import { Resvg } from '@resvg/resvg-js';
import type { FontLibrary } from '../layout/fonts.ts';
import { renderSvg, type SvgOptions } from '../render/svg.ts';
import { type RenderItem, type RenderPage, withoutAids } from '../render/tree.ts';
import { compositeTile, type Edges, type Tile } from './compose.ts';
import { intersect, type PlacedImage, placeImage, tileItem } from './imageTiles.ts';
import { inkBox } from './itemBounds.ts';
import { encodePng } from './pngEncode.ts';
import { runTile } from './runTiles.ts';

/** How a page is rasterised: the SVG options (images always embedded) and a resolution. */
export interface PngOptions
  extends Omit<SvgOptions, 'imageHref' | 'pageGap' | 'idPrefix' | 'crispImages'> {
  /** Pixels per inch; 150 by default (A4 is then 1240 x 1754 pixels). */
  dpi?: number;
}

/** A rendered PNG file and its size in pixels. */
export interface PngImage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** What renderPng spends its time on, in milliseconds: for the benchmark. */
export interface PngPhases {
  /** Image and text tiles, what may be composited, the SVG string. */
  svg: number;
  /** resvg parsing the SVG (new Resvg). */
  parse: number;
  render: number;
  /** Reading resvg's pixels and compositing tiles onto them. */
  composite: number;
  encode: number;
}

/** The default resolution: sharp on screen, small enough to mail. */
export const DEFAULT_PNG_DPI = 150;

/** How the page maps to device pixels: x' = (x + offset) * sx, y' = (y + offset) * sy. */
interface Device {
  sx: number;
  sy: number;
  offset: number;
}

/** An item drawn from a tile over resvg's pixels instead of by resvg. */
interface Overlay {
  tile: Tile;
  /** Clips around the item, in device pixels. */
  clip: Edges;
}

/** A drawing item of the page (not a clip) and the intersection of its clips, in points. */
interface Leaf {
  item: Exclude<RenderItem, { kind: 'clip' }>;
  clip: Edges;
}

function overlaps(a: Edges, b: Edges): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

function toDevice(box: Edges, device: Device): Edges {
  const { sx, sy, offset } = device;
  return {
    x0: (box.x0 + offset) * sx,
    y0: (box.y0 + offset) * sy,
    x1: (box.x1 + offset) * sx,
    y1: (box.y1 + offset) * sy,
  };
}

/**
 * The page's drawing items in painting order, each with its clips. Items are told apart by
 * their place in this list, never by identity: layout caches may share one object in two places.
 */
function leavesOf(items: readonly RenderItem[], clip: Edges, out: Leaf[] = []): Leaf[] {
  for (const item of items) {
    if (item.kind === 'clip') {
      const inner = { x0: item.x, y0: item.y, x1: item.x + item.width, y1: item.y + item.height };
      leavesOf(item.items, intersect(clip, inner), out);
    } else out.push({ item, clip });
  }
  return out;
}

/**
 * Which leaves are drawn from tiles over resvg's pixels, by index: images and glyph runs that
 * nothing drawn later touches (a tile then covers just what the SVG drew before it, as in the
 * SVG; later tiles are drawn later). Everything else stays in the SVG, drawn by resvg.
 */
function chooseOverlays(
  leaves: readonly Leaf[],
  placed: ReadonlyMap<number, PlacedImage | null>,
  fonts: FontLibrary,
  device: Device,
): Map<number, Overlay> {
  const candidates: (Overlay | null)[] = [];
  const boxes: (Edges | null)[] = leaves.map(({ item, clip }, index) => {
    const deviceClip = toDevice(clip, device);
    let tile: Tile | null | undefined;
    if (item.kind === 'image') tile = placed.get(index)?.tile ?? null;
    else if (item.kind === 'glyphs')
      tile = runTile(item, fonts, device.sx, device.sy, device.offset);
    const box =
      tile === undefined
        ? inkBox(item, fonts)
        : tile && {
            x0: tile.left,
            y0: tile.top,
            x1: tile.left + tile.width,
            y1: tile.top + tile.height,
          };
    candidates.push(tile ? { tile, clip: deviceClip } : null);
    if (!box) return null;
    const shown = intersect(deviceClip, tile ? box : toDevice(box, device));
    return shown.x0 < shown.x1 && shown.y0 < shown.y1 ? shown : null;
  });
  const chosen = new Set<number>();
  const later: Edges[] = [];
  for (let i = leaves.length - 1; i >= 0; i--) {
    const box = boxes[i];
    if (!box) continue;
    // A pixel of margin: antialiasing inks the pixels an edge passes through.
    const area = { x0: box.x0 - 1, y0: box.y0 - 1, x1: box.x1 + 1, y1: box.y1 + 1 };
    if (candidates[i] && later.every((other) => !overlaps(other, area))) {
      chosen.add(i);
      continue;
    }
    later.push(box);
  }
  // In painting order: a later tile over an earlier one.
  const overlays = new Map<number, Overlay>();
  candidates.forEach((overlay, index) => {
    if (overlay && chosen.has(index)) overlays.set(index, overlay);
  });
  return overlays;
}

/**
 * Rasterises one render page to PNG through the SVG renderer and resvg, so the image shows
 * exactly what the editor's SVG shows. Glyphs are outlines, so no system font is loaded.
 *
 * What resvg would redo in every export is rendered once per process into tiles on the
 * page's pixel grid and cached: each image (resampled) and each glyph run (see imageTiles.ts,
 * runTiles.ts). A tile that nothing drawn after it touches is composited over resvg's pixels
 * (source over, as resvg draws: the same pixels up to rounding); one that a later item covers
 * stays in the SVG (an image as its tile, drawn pixel for pixel). The PNG is written by our
 * encoder, RGB when the page is opaque.
 */
export function renderPng(page: RenderPage, options: PngOptions, phases?: PngPhases): PngImage {
  let start = performance.now();
  const lap = (phase: keyof PngPhases): void => {
    if (!phases) return;
    const now = performance.now();
    phases[phase] += now - start;
    start = now;
  };
  const { dpi = DEFAULT_PNG_DPI, ...svgOptions } = options;
  const scale = dpi / 72;
  const offset = options.bleed ?? 0;
  const pageWidth = page.width + 2 * offset;
  const pageHeight = page.height + 2 * offset;
  // resvg rounds the zoomed size to whole pixels and scales x and y to fill it.
  const width = Math.round(pageWidth * scale);
  const height = Math.round(pageHeight * scale);
  const device = { sx: width / pageWidth, sy: height / pageHeight, offset };
  const paper = { x0: -offset, y0: -offset, x1: page.width + offset, y1: page.height + offset };
  // Designer aids (placeholders) are never printed.
  const leaves = leavesOf(withoutAids(page.items), paper);
  // Each image with bytes, by leaf index: its tile, or null when its clips hide it.
  const placed = new Map<number, PlacedImage | null>();
  leaves.forEach(({ item, clip }, index) => {
    if (item.kind === 'image') placed.set(index, placeImage(item, item.asset, clip, scale, offset));
  });
  const draw = (overlays: ReadonlyMap<number, Overlay>) => {
    const crisp = new Set<string>();
    let index = 0; // the leaf index, counted as leavesOf counts
    const rebuild = (items: readonly RenderItem[]): RenderItem[] =>
      items.flatMap((item): RenderItem[] => {
        if (item.kind === 'clip') {
          const inner = rebuild(item.items);
          return inner.length === 0 ? [] : [{ ...item, items: inner }];
        }
        const leaf = index++;
        if (overlays.has(leaf)) return [];
        if (item.kind !== 'image') return [item];
        const place = placed.get(leaf);
        if (place === undefined) return [item];
        if (place === null) return [];
        const tile = tileItem(place.tile, scale, offset);
        crisp.add(tile.asset.src);
        return [tile];
      });
    // Images as data: URLs, since resvg resolves no relative URL.
    const svg = renderSvg(
      { ...page, items: rebuild(withoutAids(page.items)) },
      {
        ...svgOptions,
        aids: false,
        crispImages: crisp,
        imageHref: 'data',
        idPrefix: '',
      },
    );
    lap('svg');
    const resvg = new Resvg(svg, {
      fitTo: { mode: 'zoom', value: scale },
      font: { loadSystemFonts: false },
      logLevel: 'off',
    });
    lap('parse');
    const rendered = resvg.render();
    lap('render');
    return rendered;
  };
  const overlays = chooseOverlays(leaves, placed, options.fonts, device);
  let rendered = draw(overlays);
  if (rendered.width !== width || rendered.height !== height) {
    // Not the grid the tiles were made for: let resvg draw everything.
    overlays.clear();
    rendered = draw(overlays);
  }
  const buffer = rendered.pixels; // a copy of resvg's pixels: ours to draw on
  const pixels = new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  for (const { tile, clip } of overlays.values()) {
    compositeTile(pixels, rendered.width, rendered.height, tile, clip);
  }
  lap('composite');
  // The page's resolution and colour space travel with it: a print shop places it at its size.
  const png = encodePng(pixels, rendered.width, rendered.height, undefined, { dpi, srgb: true });
  lap('encode');
  return { png, width: rendered.width, height: rendered.height };
}
