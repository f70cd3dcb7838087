import { Resvg } from '@resvg/resvg-js';
import type { ImageAsset } from '../layout/element.ts';
import { toBase64 } from '../render/base64.ts';
import type { Image } from '../render/tree.ts';
import { type Edges, makeTile, type Tile } from './compose.ts';
import { encodePng } from './pngEncode.ts';

// Rendering the page PNG, resvg spent most of its time on images: it decodes each JPEG or PNG
// and resamples it (bicubic) onto the page, in every export. The result for one image in one
// place is always the same pixels, so each image is rendered once into a tile on the page's
// pixel grid (exactly the part clips let show, rounded out to whole pixels) and cached. The
// page then composites the tile's pixels itself (see compose.ts) or, where later items cover
// it, has resvg draw the tile pixel for pixel at the same place, inside the same clips.

/** One image rendered onto the page's pixel grid. */
export interface ImageTile extends Tile {
  /** The tile as a PNG for resvg to draw, written the first time it is needed. */
  asset(): ImageAsset;
}

/** An image of the page with its tile and the clips it is drawn in. */
export interface PlacedImage {
  tile: ImageTile;
  /** The intersection of the image's clips and the page (with bleed), in points. */
  clip: Edges;
}

/** Tiles per source image and placement; bounded per image, cleared when full. */
const TILES_PER_IMAGE = 32;
const tilesByBytes = new WeakMap<Uint8Array, Map<string, ImageTile>>();
let tileCount = 0;

export function intersect(a: Edges, b: Edges): Edges {
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
): ImageTile {
  const { left, top, width, height } = pixels;
  // The page maps a point p to (p + offset) * scale; the tile shifts that by its own corner.
  const matrix = `matrix(${scale} 0 0 ${scale} ${offset * scale - left} ${offset * scale - top})`;
  const href = `data:${asset.mimeType};base64,${toBase64(asset.bytes)}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<image href="${href}" transform="${matrix}" x="${item.x}" y="${item.y}" width="${item.width}" height="${item.height}" preserveAspectRatio="none"/></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  const rgba = new Uint8Array(rendered.pixels);
  tileCount += 1;
  const src = `pms-tile:${tileCount}`;
  let png: ImageAsset | undefined;
  return {
    ...makeTile(rgba, left, top, width, height),
    asset: () => {
      // Decoded again by resvg for each page: level 1 keeps that quick.
      png ??= {
        src,
        width,
        height,
        mimeType: 'image/png',
        bytes: encodePng(rgba, width, height, 1),
      };
      return png;
    },
  };
}

function tileFor(
  asset: ImageAsset,
  item: Image,
  scale: number,
  offset: number,
  pixels: { left: number; top: number; width: number; height: number },
): ImageTile {
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

/**
 * The tile of an image with an asset, drawn inside `clip` (points: the intersection of its
 * clips and the page with its bleed), at `scale` device pixels per point, the page drawn with
 * `offset` points of bleed around it; `null` when the clips hide it entirely.
 */
export function placeImage(
  item: Image,
  asset: ImageAsset,
  clip: Edges,
  scale: number,
  offset: number,
): PlacedImage | null {
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
  if (width <= 0 || height <= 0) return null;
  return { tile: tileFor(asset, item, scale, offset, { left, top, width, height }), clip };
}

/** The image item that draws the tile pixel for pixel where the page maps it. */
export function tileItem(tile: ImageTile, scale: number, offset: number): Image {
  return {
    kind: 'image',
    asset: tile.asset(),
    x: tile.left / scale - offset,
    y: tile.top / scale - offset,
    width: tile.width / scale,
    height: tile.height / scale,
  };
}
