// How much a dealer may type into one field. A value is checked against these before any
// layout runs: a field holds what its box can show, so a longer value is a mistake (or an
// attack), and laying out millions of characters would hold up everyone else's exports.

import {
  DEALER_LIST_ITEMS_CAP,
  DEALER_MARKUP_FACTOR,
  DEALER_TEXT_CAP,
  type DealerValue,
  type DealerValues,
  formatCount,
} from '../model/dealerValue.ts';
import type { Element } from '../model/element.ts';
import { richTextToPlainText } from '../richtext/parse.ts';

/** The fewest a field allows, however small its box: a price or a name always fits. */
export const DEALER_TEXT_FLOOR = 200;
/**
 * Points of box area per character at the smallest type (4 pt): a glyph is about 0.5 em
 * wide and a line 1.2 em high, so 0.6 x 4 x 4. Twice the characters that fit are allowed.
 */
const AREA_PER_CHARACTER = 0.6 * 4 * 4;
const OVERSET_ALLOWANCE = 2;

/** The largest box the element may have in any of its variant combinations. */
function largestArea(element: Element): number {
  let area = element.config.style.width * element.config.style.height;
  for (const entry of element.variants) {
    const style = (entry.config as { style?: { width?: number; height?: number } }).style;
    const width = style?.width ?? element.config.style.width;
    const height = style?.height ?? element.config.style.height;
    area = Math.max(area, width * height);
  }
  return area;
}

/**
 * The most characters a dealer may put into this element: about twice what its box shows at
 * the smallest type, at least DEALER_TEXT_FLOOR, at most DEALER_TEXT_CAP.
 */
export function dealerTextLimit(element: Element): number {
  const fits = Math.ceil((largestArea(element) / AREA_PER_CHARACTER) * OVERSET_ALLOWANCE);
  if (!Number.isFinite(fits)) return DEALER_TEXT_CAP;
  return Math.min(DEALER_TEXT_CAP, Math.max(DEALER_TEXT_FLOOR, fits));
}

function problemOf(element: Element, value: DealerValue): DealerValueProblem | null {
  const name = element.config.name;
  const limit = dealerTextLimit(element);
  const texts = value.text !== undefined ? [value.text] : (value.items ?? []);
  if (value.items !== undefined && value.items.length > DEALER_LIST_ITEMS_CAP) {
    const length = value.items.length;
    return {
      name,
      kind: 'lines',
      length,
      limit: DEALER_LIST_ITEMS_CAP,
      message: `The list '${name}' has ${formatCount(length)} lines; it takes at most ${DEALER_LIST_ITEMS_CAP}.`,
    };
  }
  const tooLong = (length: number): DealerValueProblem => ({
    name,
    kind: 'characters',
    length,
    limit,
    message: `The text for '${name}' is ${formatCount(length)} characters long; this field takes at most ${formatCount(limit)}.`,
  });
  // The markup allowance is checked first, so a huge value is refused without being parsed.
  const raw = texts.reduce((sum, text) => sum + text.length, 0);
  if (raw > limit * DEALER_MARKUP_FACTOR) return tooLong(raw);
  const plain = texts.reduce((sum, text) => sum + richTextToPlainText(text).length, 0);
  return plain > limit ? tooLong(plain) : null;
}

/** A dealer value longer than its field takes. */
export interface DealerValueProblem {
  /** The element's name. */
  name: string;
  /** Too many characters, or too many lines in a list. */
  kind: 'characters' | 'lines';
  /** How many the value has, and how many the field takes. */
  length: number;
  limit: number;
  /** One sentence for the dealer, naming the field and its limit. */
  message: string;
}

/**
 * The dealer values that are too long for their elements; empty when every value fits.
 * Values of unknown elements are not judged here.
 */
export function dealerValueProblems(
  elements: readonly Element[],
  values: DealerValues,
): DealerValueProblem[] {
  const problems: DealerValueProblem[] = [];
  for (const element of elements) {
    const name = element.config.name;
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) continue;
    const problem = problemOf(element, value);
    if (problem !== null) problems.push(problem);
  }
  return problems;
}
