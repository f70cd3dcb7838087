import { z } from 'zod';

/*
 * Shapes the web app reads inside answers whose contract leaves them open (`z.unknown()` in
 * @pms/contracts): the import report, a master change and an overflowing translation. They
 * belong in the contract; until they move there, this is the one file of src/api that declares
 * a shape, and structure.test.ts allows it by name.
 */

/** What an import did or, in a dry run, would do (the server's ImportReport; `report`). */
export const importReportSchema = z.object({
  kind: z.enum(['single', 'variants']),
  rows: z.number(),
  elementsChanged: z.array(z.string()),
  variants: z.array(
    z.object({ page: z.number(), group: z.string(), name: z.string(), details: z.string() }),
  ),
  warnings: z.array(z.string()),
});

/** One change of a master since a copy's base version (an item of `changes`). */
export const masterChangeSchema = z.object({
  kind: z.enum(['added', 'removed', 'moved', 'restyled', 'text', 'variants']),
  element: z.string(),
  page: z.number(),
});

/**
 * A translated text that no longer fits its box, as the PDF lays it out (an item of
 * `overflowing`): its key, element, page (0 the main page), variant ("Group: Variant", or empty).
 */
export const overflowingTextSchema = z.object({
  key: z.string().default(''),
  element: z.string(),
  page: z.number(),
  variant: z.string().default(''),
  by: z.number(),
});
