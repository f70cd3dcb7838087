import type { FontKey } from '../render/tree.ts';
import { sizeInPoints } from '../richtext/sizes.ts';
import type { Run } from '../richtext/types.ts';
import { DEFAULT_FAMILY } from './fonts.ts';

/** Superscript and subscript glyphs are drawn at this fraction of the surrounding size. */
export const SCRIPT_SCALE = 0.65;
/** A superscript's baseline sits this many em (of the surrounding size) above the line's. */
export const SUPERSCRIPT_RISE = 0.35;
/** A subscript's baseline sits this many em below the line's. */
export const SUBSCRIPT_DROP = 0.15;

/** How a stretch of text is drawn, resolved from a run and the element's base size and colour. */
export interface TextStyle {
  /** Font family id (FontLibrary): the element's family, or the default for what it lacks. */
  family: string;
  /** Set on text in the default family because `fallbackFor`, the element's, lacks its glyphs. */
  fallbackFor?: string;
  fontKey: FontKey;
  /** Size the glyphs are drawn at, in points. */
  fontSize: number;
  /** The surrounding size in points: what the line height counts, also for sup and sub. */
  lineSize: number;
  /** Baseline shift in points, positive upwards. */
  rise: number;
  /** A tree colour: `#rrggbb` or `device-cmyk(c m y k)` (render/color.ts). */
  color: string;
  underline: boolean;
}

function fontKeyOf(bold: boolean, italic: boolean): FontKey {
  if (bold) return italic ? 'boldItalic' : 'bold';
  return italic ? 'italic' : 'regular';
}

/** Resolves a run's formatting: named size against the base size, sup/sub, face and colour. */
export function resolveStyle(
  run: Omit<Run, 'text'>,
  baseSize: number,
  defaultColor: string,
  family: string = DEFAULT_FAMILY,
): TextStyle {
  const lineSize = sizeInPoints(run.size, baseSize);
  const scripted = run.baseline !== 'normal';
  let rise = 0;
  if (run.baseline === 'super') rise = SUPERSCRIPT_RISE * lineSize;
  if (run.baseline === 'sub') rise = -SUBSCRIPT_DROP * lineSize;
  return {
    family,
    fontKey: fontKeyOf(run.bold, run.italic),
    fontSize: scripted ? SCRIPT_SCALE * lineSize : lineSize,
    lineSize,
    rise,
    color: run.color ?? defaultColor,
    underline: run.underline,
  };
}

/** Whether two styles draw glyphs identically, so their text can share one glyph run. */
export function sameGlyphStyle(a: TextStyle, b: TextStyle): boolean {
  return (
    a.family === b.family &&
    a.fallbackFor === b.fallbackFor &&
    a.fontKey === b.fontKey &&
    a.fontSize === b.fontSize &&
    a.rise === b.rise &&
    a.color === b.color
  );
}
