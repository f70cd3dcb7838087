import { z } from 'zod';
import { checkSheet } from './checks.ts';
import { elementSchemaUnion } from './element.ts';

/** The schema version this engine writes; older data is migrated on parse. */
export const CURRENT_SCHEMA_VERSION = 2;

/** A group of alternatives, e.g. "Tyre size". */
export const variantGroupSchema = z.object({
  /** Unique per page. */
  id: z.number().int(),
  name: z.string(),
});

/** One alternative within a group, e.g. "225/45 R18". */
export const variantSchema = z.object({
  /** Unique per page. */
  id: z.number().int(),
  name: z.string(),
  /** Free text searched along with the name. */
  details: z.string().default(''),
  /** Id of the variant group on the same page. */
  group: z.number().int(),
});

const pageShape = {
  elements: z.array(elementSchemaUnion).default([]),
  variant_groups: z.array(variantGroupSchema).default([]),
  variants: z.array(variantSchema).default([]),
  /**
   * Sets of this page's group ids whose selections change together (the same index in each
   * group). Per page, because group ids are numbered per page.
   */
  connected_groups: z.array(z.array(z.number().int())).default([]),
};

/** An additional page (page 1 and up): its own elements and variants. */
export const additionalPageSchema = z.object(pageShape);

/**
 * The whole document stored in a sheet's `data`. Page 0 lives at the top level, its
 * `connected_groups` too.
 */
export const sheetDataSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
    /** Brand identifier, e.g. "bmw" or "mini"; picks the dealer logo and brand styling. */
    ci: z.string().trim().min(1, { error: 'Must not be empty' }),
    /** Sticky sheets are listed first in the overview. */
    sticky: z.boolean().default(false),
    ...pageShape,
    additional_pages: z.array(additionalPageSchema).default([]),
  })
  .superRefine(checkSheet);

export type VariantGroup = z.output<typeof variantGroupSchema>;
export type Variant = z.output<typeof variantSchema>;
export type AdditionalPage = z.output<typeof additionalPageSchema>;
export type SheetData = z.output<typeof sheetDataSchema>;
/** Input accepted by the schema (defaults not yet applied). */
export type SheetDataInput = z.input<typeof sheetDataSchema>;

/** The content of one page, page 0 or an additional page. */
export type Page = AdditionalPage;
