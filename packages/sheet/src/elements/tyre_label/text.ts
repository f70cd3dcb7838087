// Text on the label: single lines placed by baseline in label units. Data (supplier, sizes,
// classes, dB) goes through the engine's text layout as glyph runs, so it prints as real text
// in every renderer; the scale letters and the rotated regulation number are glyph outlines,
// because the render tree has neither outlined nor rotated glyph runs.
import type { PathCommand } from 'fontkit';
import { type FontFace, type FontLibrary, faceOf } from '../../layout/fonts.ts';
import { LINE_HEIGHT, layoutRichText, type TextAlign } from '../../layout/text.ts';
import type { RenderItem } from '../../render/tree.ts';
import { type LabelFrame, pageX, pageY } from './geometry.ts';

/**
 * The label's two typefaces in open, metrically compatible (or closest) stand-ins: Annex II of
 * the regulation sets the label in Calibri and Verdana. Carlito has Calibri's advance widths;
 * DejaVu Sans is Verdana's usual substitute but not metric-compatible (see the README's
 * Typography section). A library without them sets the label in the default family.
 */
export const CALIBRI = 'carlito';
export const VERDANA = 'dejavu-sans';

/** One line of label text; positions and sizes in label units. */
export interface LabelText {
  text: string;
  /** CALIBRI or VERDANA. */
  family: string;
  /** Anchor x: the left end, the centre or the right end of the line, by `align`. */
  x: number;
  baseline: number;
  size: number;
  bold?: boolean;
  color?: string;
  align?: TextAlign;
  /** The line shrinks to this width instead of wrapping (long supplier names). */
  maxWidth?: number;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim().normalize('NFC');
}

/** The width of a line of text in label units, at its size before any shrinking. */
export function textWidth(
  fonts: FontLibrary,
  family: string,
  text: string,
  size: number,
  bold = false,
): number {
  return faceOf(fonts, family, bold ? 'bold' : 'regular').shape(clean(text)).advance * size;
}

/** The font size that fits `text` into `maxWidth`, at most `size`. */
export function fittedSize(fonts: FontLibrary, line: LabelText): number {
  const width = textWidth(fonts, line.family, line.text, line.size, line.bold);
  return line.maxWidth !== undefined && width > line.maxWidth
    ? (line.size * line.maxWidth) / width
    : line.size;
}

/** Lays one line of text out as glyph runs, its baseline exactly at `baseline`. */
export function labelText(fonts: FontLibrary, frame: LabelFrame, line: LabelText): RenderItem[] {
  const text = clean(line.text);
  if (text === '' || frame.scale === 0) return [];
  const size = fittedSize(fonts, line) * frame.scale;
  // A box wider than the line, so it never wraps (layout shapes per word, which can lose a
  // kern across a space); alignment stays exact since it aligns within the box.
  const width = textWidth(fonts, line.family, text, size, line.bold) * 1.05 + 1;
  const align = line.align ?? 'left';
  const anchor = pageX(frame, line.x);
  const left = align === 'left' ? anchor : align === 'center' ? anchor - width / 2 : anchor - width;
  // layoutRichText centres the regular face's ascent + descent in a 1.2 em line (half-leading).
  const { ascent, descent } = faceOf(fonts, line.family, 'regular');
  const top =
    pageY(frame, line.baseline) -
    (LINE_HEIGHT * size - (ascent + descent) * size) / 2 -
    ascent * size;
  const run = {
    text,
    bold: line.bold ?? false,
    italic: false,
    underline: false,
    baseline: 'normal' as const,
    size: 'm' as const,
    ...(line.color ? { color: line.color } : {}),
  };
  return layoutRichText(
    [{ runs: [run] }],
    { x: left, y: top, width, height: 2 * size },
    { fonts, family: line.family, baseSize: size, align },
  ).items;
}

/** Cap height of a face in em, for centring capital letters vertically. */
export function capHeight(face: FontFace): number {
  const { capHeight: units, unitsPerEm } = face.font;
  return units > 0 ? units / unitsPerEm : 0.7;
}

/** How glyph outlines run: left to right, or rotated a quarter turn to read downwards. */
export type Direction = 'right' | 'down';

const COMMANDS: Record<PathCommand['command'], string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

/**
 * Text as one path of glyph outlines in page coordinates, pen starting at the page point
 * (x, y) on the baseline. `down` turns the text a quarter turn clockwise (tops to the right).
 */
export function outlinePath(
  face: FontFace,
  text: string,
  size: number,
  x: number,
  y: number,
  direction: Direction = 'right',
): string {
  const unit = size / face.font.unitsPerEm;
  // u runs along the text, v up from the baseline; both in points.
  const page = (u: number, v: number): string =>
    direction === 'right' ? `${fmt(x + u)} ${fmt(y - v)}` : `${fmt(x + v)} ${fmt(y + u)}`;
  const parts: string[] = [];
  let pen = 0;
  for (const glyph of face.shape(clean(text)).glyphs) {
    const origin = (pen + glyph.xOffset) * size;
    for (const { command, args } of face.font.getGlyph(glyph.id).path.commands) {
      const points: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) {
        points.push(page(origin + (args[i] ?? 0) * unit, (args[i + 1] ?? 0) * unit));
      }
      const letter = COMMANDS[command];
      parts.push(letter === 'Z' ? 'Z' : `${letter}${points.join(' ')}`);
    }
    pen += glyph.advance;
  }
  return parts.join('');
}
