import {
  contentBox,
  definitionOf,
  type Element,
  escapeHtml,
  type Paragraph,
  parseRichText,
  type Run,
  type SheetData,
} from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { MAX_CELL_CHARACTERS } from '../imports/limits.ts';
import { LAYOUT_COST, layoutElement, layoutSlices, type TextBox, textBoxes } from './boxes.ts';
import { MAX_ROOM_CHARACTERS } from './limits.ts';
import type { SheetText } from './texts.ts';

const MM_PER_POINT = 25.4 / 72;

/**
 * The search stops when its bounds are this close: the room is an estimate ("about 120"),
 * and the larger factor found to fit is the one given, so it errs on the short side.
 */
const PRECISION = 0.08;

/**
 * The share of what fits that a room gives: a translation's own words break lines elsewhere than
 * the source's (a long word moves to the next line whole), so the room leaves them a tenth.
 */
const WORD_WRAP_MARGIN = 0.9;

/** What an empty text is measured with: the sheet's default text (SPEC section 3). */
const SAMPLE = parseRichText('Example text');

/** How much room one text has. */
export interface Room {
  /**
   * Characters of text like the source (its marks, sizes, lines and paragraphs) that fit the
   * box as the engine lays it out, less WORD_WRAP_MARGIN; undefined when not measured (see
   * MAX_ROOM_CHARACTERS).
   */
  characters: number | undefined;
  /** The element's box inside its padding, in millimetres. */
  width: number;
  height: number;
  /** The element shrinks its text to fit: `characters` is what fits at its own size. */
  shrinks: boolean;
  /** For a line of a list or icons element: how many lines share the box. */
  lines: number | undefined;
}

/** `text` repeated (words kept apart) or cut to `length` characters. */
function cycle(text: string, length: number): string {
  if (text === '' || length <= 0) return '';
  const unit = /\s$/.test(text) ? text : `${text} `;
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** A run as the subset writes it; underline and colour take no room. */
function runHtml(run: Run, text: string): string {
  let html = escapeHtml(text).replace(/\n/g, '<br>');
  if (run.size !== 'm') html = `<span data-size="${run.size}">${html}</span>`;
  if (run.baseline === 'super') html = `<sup>${html}</sup>`;
  if (run.baseline === 'sub') html = `<sub>${html}</sub>`;
  if (run.italic) html = `<em>${html}</em>`;
  if (run.bold) html = `<strong>${html}</strong>`;
  return html;
}

/** Text `factor` times as long as `paragraphs`, with the same marks, line breaks and paragraphs. */
function stretch(paragraphs: readonly Paragraph[], factor: number) {
  let length = 0;
  const html = paragraphs
    .map((paragraph) => {
      const runs = paragraph.runs.map((run) => {
        const lines = run.text.split('\n').map((line) => {
          const stretched = cycle(line, Math.round(line.length * factor));
          length += stretched.length;
          return stretched;
        });
        return runHtml(run, lines.join('\n'));
      });
      return `<p>${runs.join('')}</p>`;
    })
    .join('');
  return { html, length };
}

/**
 * The element with the texts of `lines` (line index, 0 for a single text) in place of its
 * own, as its definition's `translatableTexts` finds them; with `blankOthers` its other lines
 * are left empty. Measured at its own size: shrinking makes room for any text, at a size
 * nobody reads.
 */
function withTexts(
  element: Element,
  lines: ReadonlyMap<number, string | undefined>,
  blankOthers: boolean,
): Element {
  const definition = definitionOf(element);
  // The setters write into the config they read from: a copy, so the sheet stays as it is.
  const config = structuredClone(element.config);
  for (const slot of definition.translatableTexts(config)) {
    const text = lines.get(slot.line ?? 0);
    if (text !== undefined) slot.set(text);
    else if (blankOthers) slot.set('');
  }
  // The config is the element's own, copied: its type still matches the element's.
  return definition.withoutShrinking({ ...element, config } as Element);
}

/** One search: these texts of a box grow together, the box's other lines as `blankOthers` says. */
interface Measurement {
  box: TextBox;
  texts: { text: SheetText; base: readonly Paragraph[] }[];
  blankOthers: boolean;
  /** The height an overflow is measured against: the box's, or an icons row's. */
  height: number;
}

/**
 * Texts that flow together in the box (a list's lines) grow together; texts with a row each
 * (the icons' lines) are measured one by one, in their row, with the others empty, as the
 * type's definition says (`textsShareBox`).
 */
function measurements(box: TextBox, sources: ReadonlyMap<string, string>): Measurement[] {
  const texts = box.texts.map((text) => {
    const base = parseRichText(sources.get(text.key) ?? text.text);
    return { text, base: base.some((p) => p.runs.some((r) => r.text !== '')) ? base : SAMPLE };
  });
  const height = contentBox(box.element.config.style).height;
  const definition = definitionOf(box.element);
  if (definition.textsShareBox === 'rows') {
    const rows = definition.translatableTexts(box.element.config).length;
    const row = height / Math.max(1, rows);
    return texts.map((text) => ({ box, texts: [text], blankOthers: true, height: row }));
  }
  return [{ box, texts, blankOthers: false, height }];
}

/** At most this many layouts per search; most end within PRECISION after five to eight. */
const MAX_STEPS = 12;

/**
 * The largest factor (to PRECISION) by which the measurement's texts fit their box, as the
 * characters each has at it; undefined once `spend` says the budget is spent. An overflow says
 * how much taller the text is than its box, which aims the next try; a fit tries a little more.
 */
async function largestFit(
  measurement: Measurement,
  fonts: SheetLayoutFonts,
  spend: (characters: number) => Promise<boolean>,
): Promise<number[] | undefined> {
  const at = (factor: number) => measurement.texts.map(({ base }) => stretch(base, factor));
  const total = (factor: number) => at(factor).reduce((sum, text) => sum + text.length, 0);
  let low = 0;
  let high = Number.POSITIVE_INFINITY;
  let factor = 1;
  let aimed = false;
  for (let step = 0; step < MAX_STEPS; step++) {
    const texts = at(factor);
    const lines = new Map(measurement.texts.map(({ text }, i) => [text.line ?? 0, texts[i]?.html]));
    const characters = texts.reduce((sum, text) => sum + text.length, 0);
    if (!(await spend(LAYOUT_COST + characters))) return undefined;
    const element = withTexts(measurement.box.element, lines, measurement.blankOthers);
    const over = layoutElement(element, fonts)?.overflowHeight ?? 0;
    const fit = over <= 1e-6;
    if (fit) low = factor;
    else high = factor;
    const wasAimed = aimed;
    aimed = false;
    if (high === Number.POSITIVE_INFINITY) {
      if (total(low) >= MAX_CELL_CHARACTERS) break;
      factor = low * 4;
      continue;
    }
    if (high <= low * (1 + PRECISION) || total(high) - total(low) <= 1) break;
    // Text grows about as tall as it is long: aim where the overflow says it would just fit,
    // then check a little more fits not. Lines come whole, so an aim that missed is not
    // repeated: halving the bracket follows.
    const target = fit ? 0 : (factor * measurement.height) / (measurement.height + over);
    if (!fit && !wasAimed && target > low && target < high) {
      factor = target;
      aimed = true;
    } else if (fit && wasAimed && low * (1 + PRECISION) < high) factor = low * (1 + PRECISION);
    else factor = (low + high) / 2;
  }
  return at(low).map((text) => text.length);
}

/** The box of an element inside its padding, in millimetres. */
function boxSize(element: Element) {
  const box = contentBox(element.config.style);
  return {
    width: Math.round(box.width * MM_PER_POINT),
    height: Math.round(box.height * MM_PER_POINT),
  };
}

/**
 * How much room each of `texts` has in its box on `data` (a copy's own boxes), for text like
 * its source (`sources` by key, else its own text): the engine lays out the source stretched
 * or shortened until it just fits, as every export would lay it out (`fonts`: the sheet's). A list's lines grow
 * together; each line's room is its share.
 */
export async function measureRooms(
  data: SheetData,
  texts: readonly SheetText[],
  sources: ReadonlyMap<string, string>,
  fonts: SheetLayoutFonts,
  budget = MAX_ROOM_CHARACTERS,
): Promise<Map<string, Room>> {
  const rooms = new Map<string, Room>();
  const turn = layoutSlices();
  let left = budget;
  const spend = async (characters: number) => {
    left -= characters;
    await turn();
    return left >= 0;
  };
  for (const box of textBoxes(data, texts)) {
    const size = boxSize(box.element);
    const shrinks = definitionOf(box.element).shrinksToFit(box.element);
    // A single text has no line; a list's or icons' lines say how many share the box.
    const lines = box.texts[0]?.line === undefined ? undefined : box.texts.length;
    for (const measurement of measurements(box, sources)) {
      const found = left >= 0 ? await largestFit(measurement, fonts, spend) : undefined;
      measurement.texts.forEach(({ text }, i) => {
        const fits = found?.[i];
        // A box that takes the longest text a file may carry has room for any.
        const characters =
          fits === undefined || fits >= MAX_CELL_CHARACTERS
            ? fits
            : Math.floor(fits * WORD_WRAP_MARGIN);
        rooms.set(text.key, { ...size, shrinks, lines, characters });
      });
    }
  }
  return rooms;
}

/** A count as an estimate reads: 1,234 is "1,200", 37 stays 37. */
function about(characters: number): string {
  const step = characters < 100 ? 1 : 10 ** (Math.floor(Math.log10(characters)) - 1);
  return (Math.floor(characters / step) * step).toLocaleString('en-US');
}

/**
 * The room in words for the translator: "about 120 characters (box 75 × 20 mm)", "about 40
 * characters, one of 3 lines (box 75 × 20 mm)".
 */
export function roomText(room: Room): string {
  const box = `box ${room.width} × ${room.height} mm`;
  const shared = room.lines !== undefined ? `, one of ${room.lines} lines` : '';
  if (room.characters === undefined) return room.lines === undefined ? box : `${box}${shared}`;
  const count =
    room.characters >= MAX_CELL_CHARACTERS
      ? `${about(MAX_CELL_CHARACTERS)} characters or more`
      : room.characters === 0
        ? 'no room'
        : `about ${about(room.characters)} characters`;
  const shrinks = room.shrinks ? ', more as the text shrinks to fit' : '';
  return `${count}${shared}${shrinks} (${box})`;
}
