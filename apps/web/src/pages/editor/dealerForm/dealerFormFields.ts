import type { Element, ElementType } from '@pms/sheet/browser';

/**
 * The types a dealer fills in (the engine's dealer values take text for `p`, lines for `ul`
 * and an image for `img`): logos come from the dealer's account, icons and tyre labels from
 * the product data, so the form has nothing to ask for them.
 */
const FILLABLE: ReadonlySet<ElementType> = new Set<ElementType>(['p', 'ul', 'img']);

/**
 * The fields of the phone form: every element of the page editable for dealers whose content
 * they fill in, in reading order (top to bottom, then left to right), not painting order, so
 * the form reads like the page.
 */
export function dealerFormFields(elements: readonly Element[]): Element[] {
  return elements
    .filter((element) => element.config.dealerEditable === true && FILLABLE.has(element.type))
    .sort(
      (a, b) =>
        a.config.style.top - b.config.style.top || a.config.style.left - b.config.style.left,
    );
}

/** The id of a field's section in the form, for the preview to scroll to and focus. */
export const fieldSectionId = (element: Element) => `dealer-field-${element.id}`;
