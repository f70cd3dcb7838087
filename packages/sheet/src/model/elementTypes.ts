import { elementConfigSchemas } from '../elements/schemas.ts';

/** Discriminator of an element: p (text), img (image), logo, ul (list), icons, tyre_label. */
export type ElementType = keyof typeof elementConfigSchemas;

/** Every element type a sheet can hold, in palette order; the registry must define each one. */
export const ELEMENT_TYPES = Object.keys(elementConfigSchemas) as readonly ElementType[];

/** Whether a value names a known element type. */
export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && Object.hasOwn(elementConfigSchemas, value);
}
