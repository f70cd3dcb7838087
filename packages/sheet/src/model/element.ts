import { z } from 'zod';
import { elementConfigSchemas } from '../elements/schemas.ts';
import { ELEMENT_TYPES, type ElementType } from './elementTypes.ts';
import { type ConfigPatch, patchSchema } from './patch.ts';

/** Config schema per element type. */
export const configSchemas = elementConfigSchemas satisfies Record<ElementType, z.ZodObject>;

/** Config type per element type, after defaults are applied. */
export type ElementConfigMap = { [T in ElementType]: z.output<(typeof configSchemas)[T]> };

/** Any element's config. */
export type ElementConfig = ElementConfigMap[ElementType];

/** One schema per element type, built by `build` from the type. */
function perType<M extends Record<ElementType, unknown>>(build: (type: ElementType) => unknown): M {
  return Object.fromEntries(ELEMENT_TYPES.map((type) => [type, build(type)])) as M;
}

/** Schema of an element-variant entry's config patch per type; names never vary by variant. */
export const configPatchSchemas = perType<{
  [T in ElementType]: z.ZodType<ConfigPatch<Omit<ElementConfigMap[T], 'name'>>>;
}>((type) => patchSchema((configSchemas[type] as z.ZodObject).omit({ name: true })));

/** Overrides an element-variant entry holds for an element of type `T`. */
export type ElementConfigPatchMap = {
  [T in ElementType]: z.output<(typeof configPatchSchemas)[T]>;
};

function elementSchema<T extends ElementType>(type: T) {
  const config = configSchemas[type];
  const entry = z.object({
    /** Identifies the entry within its element. */
    id: z.number().int().min(1),
    /** Variant ids that must all be selected for this entry to apply. */
    variants: z.array(z.number().int()),
    /** Overrides deep-merged over the element's config. */
    config: configPatchSchemas[type],
    layout: z.literal('locked').default('locked'),
    type: z.literal(type),
  });
  return z.object({
    /** Unique per page; new elements get the page's maximum + 1. */
    id: z.number().int().min(1),
    type: z.literal(type),
    config,
    /** Per variant-combination overrides; see `resolveElement`. */
    variants: z.array(entry).default([]),
  });
}

/** The schema of an element of any one type: a union the discriminated union takes apart. */
type ElementSchema = { [T in ElementType]: ReturnType<typeof elementSchema<T>> }[ElementType];

/** One element of a page, discriminated on `type`. */
export const elementSchemaUnion = z.discriminatedUnion(
  'type',
  ELEMENT_TYPES.map((type) => elementSchema(type)) as [ElementSchema, ...ElementSchema[]],
);

/** One element of a page. */
export type Element = z.output<typeof elementSchemaUnion>;

/** The element of one type. */
export type ElementOf<T extends ElementType> = Extract<Element, { type: T }>;

/** A variant-combination entry of an element. */
export type ElementVariant = Element['variants'][number];

/** A variant-combination entry of an element of one type. */
export type ElementVariantOf<T extends ElementType> = ElementOf<T>['variants'][number];
