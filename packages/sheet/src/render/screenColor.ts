// How screens show the render tree's colours. A process colour (`device-cmyk(…)`) has no
// sRGB value of its own: the designer, the PNG and the screen PDF show an equivalent, by
// default the naive formula, better the output profile's own conversion (cmykGrid.ts).
import { type CmykColor, cmykToRgbNaive, parseTreeColor, type RgbColor } from './color.ts';
import type { RenderItem, RenderPage } from './tree.ts';

/** Turns a process colour into the `#rrggbb` a screen shows for it. */
export type ScreenColor = (cmyk: CmykColor) => string;

const byte = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 255);

/** `#rrggbb` of an sRGB colour with channels 0..1. */
export function rgbHex(rgb: RgbColor): string {
  const hex = (value: number) => byte(value).toString(16).padStart(2, '0');
  return `#${hex(rgb.r)}${hex(rgb.g)}${hex(rgb.b)}`;
}

/** The on-screen equivalent without a profile (CSS Color 5's formula for `device-cmyk`). */
export const naiveScreenColor: ScreenColor = (cmyk) => rgbHex(cmykToRgbNaive(cmyk));

/** Tree colours a screen has to convert: process, spot and palette colours. */
const CONVERTED = /^(device-cmyk|spot|palette)\(/i;

/**
 * A tree colour as a screen shows it: `#rrggbb` (or anything not CMYK) unchanged, a process
 * colour through `convert` (the naive formula when absent), a spot colour (also one from a
 * palette) by its process alternate, as the print PDF's Separation shows on screens.
 */
export function toScreenColor(color: string, convert: ScreenColor = naiveScreenColor): string {
  if (!CONVERTED.test(color)) return color;
  const read = parseTreeColor(color);
  return read.space === 'cmyk' ? convert(read) : color;
}

function screenItem(item: RenderItem, convert: ScreenColor): RenderItem {
  switch (item.kind) {
    case 'rect':
      return { ...item, fill: toScreenColor(item.fill, convert) };
    case 'glyphs':
    case 'line':
      return { ...item, color: toScreenColor(item.color, convert) };
    case 'path': {
      const { fill, stroke } = item;
      return {
        ...item,
        ...(fill === undefined ? {} : { fill: toScreenColor(fill, convert) }),
        ...(stroke === undefined ? {} : { stroke: toScreenColor(stroke, convert) }),
      };
    }
    case 'clip':
      return { ...item, items: item.items.map((inner) => screenItem(inner, convert)) };
    default:
      return item;
  }
}

/**
 * The page with every process colour replaced by its on-screen equivalent: for renderers
 * that draw parts of a page outside the SVG renderer (the PNG's cached glyph tiles), so all
 * parts show a colour alike.
 */
export function screenPage(page: RenderPage, convert: ScreenColor): RenderPage {
  return { ...page, items: page.items.map((item) => screenItem(item, convert)) };
}
