import { Resvg } from '@resvg/resvg-js';
import type { ImageAsset, ImageAssets } from '../layout/element.ts';
import { toBase64 } from '../render/base64.ts';
import type { Image, RenderItem, RenderPage } from '../render/tree.ts';
import { encodePng } from './pngEncode.ts';

// Rendering the page PNG, resvg spent most of its time on images: it decodes each JPEG or PNG
// and resamples it (bicubic) onto the page, in every export. The result for one image in one
// place is always the same pixels, so each image is rendered once into a tile on the page's
// pixel grid (exactly the part clips let show, rounded out to whole pixels) and cached; the
// page then draws the tile pixel for pixel at the same place, inside the same clips.

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Tiles per source image and placement; bounded per image, cleared when full. */
const TILES_PER_IMAGE = 32;
const tilesByBytes = new WeakMap<Uint8Array, Map<string, ImageAsset>>();
let tileCount = 0;

function intersect(a: Rect, b: Rect): Rect {
  return {
    x0: Math.max(a.x0, b.x0),
    y0: Math.max(a.y0, b.y0),
    x1: Math.min(a.x1, b.x1),
    y1: Math.min(a.y1, b.y1),
  };
}

/** The image rendered alone into `width` x `height` pixels whose top-left is device (left, top). */
function renderTile(
  asset: ImageAsset,
  item: Image,
  scale: number,
  offset: number,
  pixels: { left: number; top: number; width: number; height: number },
): ImageAsset {
  const { left, top, width, height } = pixels;
  // The page maps a point p to (p + offset) * scale; the tile shifts that by its own corner.
  const matrix = `matrix(${scale} 0 0 ${scale} ${offset * scale - left} ${offset * scale - top})`;
  const href = `data:${asset.mimeType};base64,${toBase64(asset.bytes)}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image href="${href}" transform="${matrix}" x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" preserveAspectRatio="none"/></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  tileCount += 1;
  return {
    src: `pms-tile:${tileCount}`,
    width,
    height,
    mimeType: 'image/png',
    // Decoded again by resvg for each page: level 1 keeps that quick.
    bytes: encodePng(rendered.pixels, width, height, 1),
  };
}

function tileFor(
  asset: ImageAsset,
  item: Image,
  scale: number,
  offset: number,
  pixels: { left: number; top: number; width: number; height: number },
): ImageAsset {
  let tiles = tilesByBytes.get(asset.bytes);
  if (!tiles) {
    tiles = new Map();
    tilesByBytes.set(asset.bytes, tiles);
  }
  const key = [
    asset.mimeType,
    scale,
    offset,
    item.x,
    item.y,
    item.width,
    item.height,
    pixels.left,
    pixels.top,
    pixels.width,
    pixels.height,
  ].join('|');
  let tile = tiles.get(key);
  if (!tile) {
    tile = renderTile(asset, item, scale, offset, pixels);
    if (tiles.size >= TILES_PER_IMAGE) tiles.clear();
    tiles.set(key, tile);
  }
  return tile;
}

/** A page whose images are replaced by their tiles, with the tiles' assets. */
export interface TiledPage {
  page: RenderPage;
  images: Map<string, ImageAsset>;
  /** The tiles' srcs: drawn pixel for pixel. */
  crisp: Set<string>;
}

/**
 * Replaces each image of the page by its pixel-aligned tile at `scale` device pixels per
 * point, the page drawn with `offset` points of bleed around it. Images without an asset stay
 * as they are (the SVG draws nothing for them); images clipped away entirely are dropped.
 */
export function tileImages(
  page: RenderPage,
  images: ImageAssets | undefined,
  scale: number,
  offset: number,
): TiledPage {
  const tiled: TiledPage = { page, images: new Map(images ?? []), crisp: new Set() };
  if (!images || images.size === 0) return tiled;
  const visit = (items: readonly RenderItem[], clip: Rect): RenderItem[] =>
    items.flatMap((item): RenderItem[] => {
      if (item.kind === 'clip') {
        const inner = intersect(clip, {
          x0: item.x,
          y0: item.y,
          x1: item.x + item.width,
          y1: item.y + item.height,
        });
        return [{ ...item, items: visit(item.items, inner) }];
      }
      const asset = item.kind === 'image' ? images.get(item.src) : undefined;
      if (item.kind !== 'image' || !asset) return [item];
      const shown = intersect(clip, {
        x0: item.x,
        y0: item.y,
        x1: item.x + item.width,
        y1: item.y + item.height,
      });
      const left = Math.floor((shown.x0 + offset) * scale);
      const top = Math.floor((shown.y0 + offset) * scale);
      const width = Math.ceil((shown.x1 + offset) * scale) - left;
      const height = Math.ceil((shown.y1 + offset) * scale) - top;
      if (width <= 0 || height <= 0) return [];
      const tile = tileFor(asset, item, scale, offset, { left, top, width, height });
      tiled.images.set(tile.src, tile);
      tiled.crisp.add(tile.src);
      return [
        {
          kind: 'image',
          src: tile.src,
          x: left / scale - offset,
          y: top / scale - offset,
          width: width / scale,
          height: height / scale,
        },
      ];
    });
  const paper = { x0: -offset, y0: -offset, x1: page.width + offset, y1: page.height + offset };
  tiled.page = { ...page, items: visit(page.items, paper) };
  return tiled;
}
