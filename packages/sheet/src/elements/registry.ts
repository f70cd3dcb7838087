import type { Element, ElementConfig, ElementConfigMap } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import type { ElementDefinition } from './definition.ts';
import { iconsElement } from './icons/index.ts';
import { imgElement } from './img/index.ts';
import { logoElement } from './logo/index.ts';
import { pElement } from './p/index.ts';
import { qrElement } from './qr/index.ts';
import { tyreLabelElement } from './tyre_label/index.ts';
import { ulElement } from './ul/index.ts';

/** The definition of each element type, keyed by type. */
export type ElementRegistry = { [T in ElementType]: ElementDefinition<T, ElementConfigMap[T]> };

/** Each type of `elementConfigSchemas` defined; a type without a definition fails to compile. */
export const elementRegistry = {
  p: pElement,
  img: imgElement,
  logo: logoElement,
  ul: ulElement,
  icons: iconsElement,
  tyre_label: tyreLabelElement,
  qr: qrElement,
} satisfies ElementRegistry;

/** The definition of one element type. */
export function getElementDefinition<T extends ElementType>(
  type: T,
): ElementDefinition<T, ElementConfigMap[T]> {
  const registry: ElementRegistry = elementRegistry;
  return registry[type];
}

/** A definition seen through any element: what code walking elements of every type holds. */
export type AnyElementDefinition = ElementDefinition<ElementType, ElementConfig>;

/**
 * The definition of an element's own type, for code that walks elements of every type (the
 * registry keys each definition by the type it takes, which the union type cannot express).
 */
export function definitionOf(element: Element): AnyElementDefinition {
  return getElementDefinition(element.type) as AnyElementDefinition;
}
