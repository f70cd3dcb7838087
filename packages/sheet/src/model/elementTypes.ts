/** Every element type a sheet can hold; the registry must define each one. */
export const ELEMENT_TYPES = ['p', 'img', 'logo', 'ul', 'icons', 'tyre_label'] as const;

/** Discriminator of an element: p (text), img (image), logo, ul (list), icons, tyre_label. */
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Whether a value names a known element type. */
export function isElementType(value: unknown): value is ElementType {
  return typeof value === 'string' && (ELEMENT_TYPES as readonly string[]).includes(value);
}
