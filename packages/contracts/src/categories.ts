import { z } from 'zod';
import {
  hydraCollection,
  iriField,
  item,
  member,
  pagingShape,
  timestamp,
  versionField,
} from './common.ts';

export const CATEGORY_NAME_REQUIRED = 'Please enter a name for the category.';
export const CATEGORY_PARENT_ERROR =
  'parent must be a category such as /api/categories/3, or null for the top.';

/** GET /api/categories: a page. */
export const categoryListQuery = z.object(pagingShape);

/** POST and PUT /api/categories: a name, and the parent as an IRI or id (null: the top). */
export const categoryBody = z.object({
  name: z
    .string({ error: CATEGORY_NAME_REQUIRED })
    .trim()
    .min(1, { error: CATEGORY_NAME_REQUIRED })
    .max(200, { error: 'The name may be at most 200 characters long.' })
    .optional(),
  parent: z.union([z.string(), z.number()], { error: CATEGORY_PARENT_ERROR }).nullable().optional(),
  version: versionField.optional(),
});

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
