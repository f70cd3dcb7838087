// Dealer values: what a dealer may fill into a sheet before exporting it. The brand's design
// stays untouchable: only elements the designer marked `dealerEditable`, and on those only the
// content field of their type. The server applies them with this function, never by hand.
import { z } from 'zod';
import type { DealerField } from '../elements/definition.ts';
import { definitionOf } from '../elements/registry.ts';
import type { Element } from '../model/element.ts';
import {
  DEALER_LIST_ITEMS_CAP,
  DEALER_RAW_TEXT_CAP,
  type DealerValueProblem,
  dealerValueProblems,
  formatCount,
} from './dealerValueLimits.ts';

const TOO_LONG = `A dealer's text may be at most ${formatCount(DEALER_RAW_TEXT_CAP)} characters long.`;
const TOO_MANY_LINES = `A dealer's list may have at most ${DEALER_LIST_ITEMS_CAP} lines.`;

/** A dealer's content for one element: text for `p`, items for `ul`, src for `img`. */
export const dealerValueSchema = z.strictObject({
  /** Rich text of a text element; sanitized before use. */
  text: z.string().max(DEALER_RAW_TEXT_CAP, { error: TOO_LONG }).optional(),
  /** Rich-text items of a list element; each sanitized before use. */
  items: z
    .array(z.string().max(DEALER_RAW_TEXT_CAP, { error: TOO_LONG }))
    .max(DEALER_LIST_ITEMS_CAP, { error: TOO_MANY_LINES })
    .optional(),
  /** An image of the media library for an image element. */
  src: z
    .object({ contentUrl: z.string().max(2_000, { error: 'src.contentUrl is too long.' }) })
    .optional(),
});

/** More fields than any sheet has: element names are unique, and a sheet has far fewer. */
export const DEALER_VALUES_CAP = 1_000;

/** Dealer values keyed by element name, as a request body to validate on the server. */
export const dealerValuesSchema = z
  .record(
    z.string().max(200, { error: 'An element name is at most 200 characters.' }),
    dealerValueSchema,
  )
  .refine((values) => Object.keys(values).length <= DEALER_VALUES_CAP, {
    error: `dealerValues may fill at most ${formatCount(DEALER_VALUES_CAP)} fields.`,
  });

/** A dealer's content for one element. */
export type DealerValue = z.output<typeof dealerValueSchema>;

/** Dealer values keyed by element name (names are unique across a sheet). */
export type DealerValues = Readonly<Record<string, DealerValue>>;

/** The elements with the values applied, and what was refused. */
export interface DealerValuesResult {
  elements: Element[];
  /**
   * Refused values of elements in the list: `Name` when the element is not dealer-editable,
   * `Name.field` for a field its type does not take (or an unsafe image URL).
   */
  ignored: string[];
  /** Names with a value but no element in the list (possibly on another page). */
  unknown: string[];
  /** Values longer than their field takes; those fields keep the sheet's own content. */
  tooLong: DealerValueProblem[];
}

type Field = DealerField;

function presentFields(value: DealerValue): Field[] {
  return (['text', 'items', 'src'] as const).filter((field) => value[field] !== undefined);
}

/** What a dealer may fill into elements of any type: the definitions' view of one field. */
interface AnyDealerContent {
  field: Field;
  apply(element: Element, value: NonNullable<DealerValue[Field]>): Element | null;
}

/** The element with the field its type takes applied; refused field names go to `refused`. */
function applyValue(element: Element, value: DealerValue, refused: Field[]): Element {
  const content = definitionOf(element).dealerContent as AnyDealerContent | null;
  // Each type takes at most one field; any other field in the value is refused.
  refused.push(...presentFields(value).filter((field) => field !== content?.field));
  if (content === null) return element;
  const own = value[content.field];
  if (own === undefined) return element;
  const applied = content.apply(element, own);
  if (applied === null) refused.push(content.field);
  return applied ?? element;
}

/**
 * Applies dealer values by element name. A value reaches an element only if its config has
 * `dealerEditable: true`, and then only the content field its definition names (text for
 * `p`, items for `ul`, src for `img`); rich text is sanitized. Everything else is refused and reported.
 */
export function applyDealerValues(
  elements: readonly Element[],
  values: DealerValues,
): DealerValuesResult {
  const ignored: string[] = [];
  const seen = new Set<string>();
  const tooLong = dealerValueProblems(elements, values);
  const overLimit = new Set(tooLong.map((problem) => problem.name));
  const result = elements.map((element) => {
    const name = element.config.name;
    // `Object.hasOwn` keeps names like "constructor" from reading the prototype.
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return element;
    seen.add(name);
    if (element.config.dealerEditable !== true) {
      ignored.push(name);
      return element;
    }
    // Never laid out: the server refuses the export, and a screen shows the field's own text.
    if (overLimit.has(name)) return element;
    const refused: Field[] = [];
    const applied = applyValue(element, value, refused);
    ignored.push(...refused.map((field) => `${name}.${field}`));
    return applied;
  });
  const unknown = Object.keys(values).filter((name) => !seen.has(name));
  return { elements: result, ignored, unknown, tooLong };
}
