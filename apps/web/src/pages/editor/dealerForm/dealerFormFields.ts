import { definitionOf, type Element } from '@pms/sheet/browser';

/**
 * The fields of the phone form: every element of the page editable for dealers whose type's
 * definition takes a dealer value (`dealerContent`: a text, list lines, an image, a QR code's
 * content; not a logo, which comes from the dealer's account), in reading order (top to
 * bottom, then left to right), not painting order, so the form reads like the page.
 */
export function dealerFormFields(elements: readonly Element[]): Element[] {
  return elements
    .filter(
      (element) =>
        element.config.dealerEditable === true && definitionOf(element).dealerContent !== null,
    )
    .sort(
      (a, b) =>
        a.config.style.top - b.config.style.top || a.config.style.left - b.config.style.left,
    );
}

/** The id of a field's section in the form, for the preview to scroll to and focus. */
export const fieldSectionId = (element: Element) => `dealer-field-${element.id}`;
