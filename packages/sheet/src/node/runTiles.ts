import { Resvg } from '@resvg/resvg-js';
import type { Font } from 'fontkit';
import { type FontLibrary, faceOf } from '../layout/fonts.ts';
import { runInk, runScale } from '../render/glyphOutlines.ts';
import { renderSvgContent } from '../render/svg.ts';
import type { GlyphRun } from '../render/tree.ts';
import { num } from '../render/xml.ts';
import { makeTile, type Tile } from './compose.ts';

// Text was the larger part of resvg's work on a page: ~1700 glyph outlines parsed and filled
// in every export. A glyph run rendered alone onto transparent pixels and drawn over the page
// gives the pixels resvg gives filling it there (source over either way, up to rounding by a
// level), and they depend only on the run's outlines, colour, scale and its position within a
// pixel. So each run is rendered once into a tile and cached; the page composites it (png.ts).
// (One <path> per run instead of a <use> per glyph was tried: resvg parsed the longer path
// data more slowly than it saved in filling, and overlapping glyphs merged, changing pixels.)

/** Bounds the memory of a long-running server; clearing changes speed only, never output. */
const TILE_LIMIT = 4_000;
const tilesByFont = new WeakMap<Font, Map<string, Tile>>();

/**
 * The run's tile for a page mapped to device pixels as x' = (x + offset) * sx and
 * y' = (y + offset) * sy, or null when no glyph has ink.
 */
export function runTile(
  run: GlyphRun,
  fonts: FontLibrary,
  sx: number,
  sy: number,
  offset: number,
): Tile | null {
  const face = faceOf(fonts, run.family, run.fontKey);
  const ink = runInk(face.font, run);
  if (!ink.box) return null;
  const k = runScale(run, face.font);
  // The run's origin in device pixels, from its place as the SVG writes it (3 decimals), and
  // its ink there (font units are y up); a pixel of margin each side, for antialiasing.
  const ox = (Number(num(run.x)) + offset) * sx;
  const oy = (Number(num(run.y)) + offset) * sy;
  const left = Math.floor(ox + ink.box.minX * k * sx) - 1;
  const top = Math.floor(oy - ink.box.maxY * k * sy) - 1;
  const width = Math.ceil(ox + ink.box.maxX * k * sx) + 1 - left;
  const height = Math.ceil(oy - ink.box.minY * k * sy) + 1 - top;
  const dx = ox - left;
  const dy = oy - top;
  let tiles = tilesByFont.get(face.font);
  if (!tiles) {
    tiles = new Map();
    tilesByFont.set(face.font, tiles);
  }
  const key = `${ink.key}|${offset}|${k}|${run.color}|${sx}|${sy}|${dx}|${dy}|${width}|${height}`;
  const known = tiles.get(key);
  if (known) return { ...known, left, top };
  // The run as the page's SVG writes it, under the page's scale, moved to the tile's corner:
  // the page's transforms, so resvg samples the same subpixels (but for float rounding, which
  // may move an edge across one of the rasteriser's quarter-pixel samples).
  const { content } = renderSvgContent(
    { width: 0, height: 0, items: [run] },
    { fonts, background: null, bleed: offset, idPrefix: '' },
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<g transform="translate(${-left} ${-top}) scale(${sx} ${sy})">${content}</g></svg>`;
  const rendered = new Resvg(svg, { font: { loadSystemFonts: false }, logLevel: 'off' }).render();
  const tile = makeTile(new Uint8Array(rendered.pixels), left, top, width, height);
  if (tiles.size >= TILE_LIMIT) tiles.clear();
  tiles.set(key, tile);
  return tile;
}
