// Dealer values: what a dealer may fill into a sheet before exporting it. The brand's design
// stays untouchable: only elements the designer marked `dealerEditable`, and on those only the
// content field of their type. The server applies them with this function, never by hand.
import { definitionOf } from '../elements/registry.ts';
import {
  DEALER_FIELDS,
  type DealerField,
  type DealerValue,
  type DealerValues,
} from '../model/dealerValue.ts';
import type { Element } from '../model/element.ts';
import { type DealerValueProblem, dealerValueProblems } from './dealerValueLimits.ts';

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
  return DEALER_FIELDS.filter((field) => value[field] !== undefined);
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
