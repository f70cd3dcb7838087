import { z } from 'zod';
import { iconsConfigSchema } from '../elements/icons/schema.ts';
import { imgConfigSchema } from '../elements/img/schema.ts';
import { logoConfigSchema } from '../elements/logo/schema.ts';
import { pConfigSchema } from '../elements/p/schema.ts';
import { tyreLabelConfigSchema } from '../elements/tyre_label/schema.ts';
import { ulConfigSchema } from '../elements/ul/schema.ts';
import type { ElementType } from './elementTypes.ts';
import { patchSchema } from './patch.ts';

/** Config schema per element type. */
export const configSchemas = {
  p: pConfigSchema,
  img: imgConfigSchema,
  logo: logoConfigSchema,
  ul: ulConfigSchema,
  icons: iconsConfigSchema,
  tyre_label: tyreLabelConfigSchema,
} satisfies Record<ElementType, z.ZodObject>;

/** Config type per element type, after defaults are applied. */
export type ElementConfigMap = { [T in ElementType]: z.output<(typeof configSchemas)[T]> };

/** Any element's config. */
export type ElementConfig = ElementConfigMap[ElementType];

/** Schema of an element-variant entry's config patch per type; names never vary by variant. */
export const configPatchSchemas = {
  p: patchSchema(pConfigSchema.omit({ name: true })),
  img: patchSchema(imgConfigSchema.omit({ name: true })),
  logo: patchSchema(logoConfigSchema.omit({ name: true })),
  ul: patchSchema(ulConfigSchema.omit({ name: true })),
  icons: patchSchema(iconsConfigSchema.omit({ name: true })),
  tyre_label: patchSchema(tyreLabelConfigSchema.omit({ name: true })),
} satisfies Record<ElementType, z.ZodType>;

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

/** One element of a page, discriminated on `type`. */
export const elementSchemaUnion = z.discriminatedUnion('type', [
  elementSchema('p'),
  elementSchema('img'),
  elementSchema('logo'),
  elementSchema('ul'),
  elementSchema('icons'),
  elementSchema('tyre_label'),
]);

/** One element of a page. */
export type Element = z.output<typeof elementSchemaUnion>;

/** The element of one type. */
export type ElementOf<T extends ElementType> = Extract<Element, { type: T }>;

/** A variant-combination entry of an element. */
export type ElementVariant = Element['variants'][number];

/** A variant-combination entry of an element of one type. */
export type ElementVariantOf<T extends ElementType> = ElementOf<T>['variants'][number];
