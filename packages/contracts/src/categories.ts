import { z } from 'zod';
import { hydraCollection, iriField, item, member, timestamp } from './common.ts';

const categoryFields = {
  id: z.number().int(),
  name: z.string(),
  parent: iriField.nullable(),
  children: z.array(iriField),
  sheets: z.array(iriField),
  version: z.number().int(),
  created: timestamp,
  modified: timestamp,
};

/** A category in a list: references as IRIs, the sheets only those the user may read. */
export const CategorySummary = z.object({ ...member('Category'), ...categoryFields });

/** A category on its own. */
export const CategoryAnswer = z.object({ ...item('Category'), ...categoryFields });

export const CategoryCollection = hydraCollection(CategorySummary);

// The types the presenters answer with and clients read.
export type CategorySummary = z.infer<typeof CategorySummary>;
export type CategoryAnswer = z.infer<typeof CategoryAnswer>;
export type CategoryCollection = z.infer<typeof CategoryCollection>;
