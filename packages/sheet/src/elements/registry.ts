import type { ElementConfigMap } from '../model/element.ts';
import type { ElementType } from '../model/elementTypes.ts';
import type { ElementDefinition } from './definition.ts';
import { iconsElement } from './icons/index.ts';
import { imgElement } from './img/index.ts';
import { logoElement } from './logo/index.ts';
import { pElement } from './p/index.ts';
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
} satisfies ElementRegistry;

/** The definition of one element type. */
export function getElementDefinition<T extends ElementType>(
  type: T,
): ElementDefinition<T, ElementConfigMap[T]> {
  const registry: ElementRegistry = elementRegistry;
  return registry[type];
}
