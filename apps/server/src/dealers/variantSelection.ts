import { z } from 'zod';

/** The most pages and variant groups a saved selection may name (a sheet has far fewer). */
const MAX_SELECTION_ENTRIES = 200;

const SELECTION_ERROR =
  'selection maps page numbers to the chosen variant of each group, such as {"0": {"1": 4}}.';

/** The variants the dealer chose, per page (group ids are numbered per page). */
export const selectionSchema = z
  .record(
    z.string().regex(/^\d{1,4}$/, { error: SELECTION_ERROR }),
    z.record(z.string().regex(/^\d{1,9}$/, { error: SELECTION_ERROR }), z.number().int().min(0), {
      error: SELECTION_ERROR,
    }),
    { error: SELECTION_ERROR },
  )
  .refine((pages) => Object.keys(pages).length <= MAX_SELECTION_ENTRIES, {
    error: `selection names at most ${MAX_SELECTION_ENTRIES} pages.`,
  })
  .refine(
    (pages) =>
      Object.values(pages).every((groups) => Object.keys(groups).length <= MAX_SELECTION_ENTRIES),
    { error: `selection names at most ${MAX_SELECTION_ENTRIES} groups per page.` },
  );
