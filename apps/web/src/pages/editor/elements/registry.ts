import type { Element, ElementType } from '@pms/sheet/browser';
import { iconsWeb } from '../properties/icons/definition';
import { imgWeb } from '../properties/img/definition';
import { logoWeb } from '../properties/logo/definition';
import { pWeb } from '../properties/p/definition';
import { qrWeb } from '../properties/qr/definition';
import { tyreLabelWeb } from '../properties/tyre_label/definition';
import { ulWeb } from '../properties/ul/definition';
import type { WebElementDefinition } from './definition';

/** The designer's definition of each element type; a type without one fails to compile. */
export const webElements: { [T in ElementType]: WebElementDefinition<T> } = {
  p: pWeb,
  img: imgWeb,
  logo: logoWeb,
  ul: ulWeb,
  icons: iconsWeb,
  tyre_label: tyreLabelWeb,
  qr: qrWeb,
};

/**
 * The definition of an element's own type, taking any element (the registry keys each one by
 * the type it takes, which the union type cannot express).
 */
export function webDefinitionOf(element: Element): WebElementDefinition<ElementType> {
  return webElements[element.type] as WebElementDefinition<ElementType>;
}
