import { z } from 'zod';
import { hydraCollection, iriField, item, member, timestamp } from './common.ts';

const dealerProfileFields = {
  id: z.number().int(),
  hnr: z.string(),
  region: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  openingHours: z.string(),
  version: z.number().int(),
  modified: timestamp,
};

/** A dealer profile as a member of a list. */
export const DealerProfileSummary = z.object({
  ...member('DealerProfile'),
  ...dealerProfileFields,
});

/** A dealer profile on its own. */
export const DealerProfileAnswer = z.object({ ...item('DealerProfile'), ...dealerProfileFields });

export const DealerProfileCollection = hydraCollection(DealerProfileSummary);

/** Variant group id to the variant chosen, per page. */
export const VariantSelection = z.record(z.string(), z.unknown());

/** A user's dealer values for one sheet: those it still takes, and the dropped ones with why. */
export const DealerValuesAnswer = z.object({
  ...item('DealerValues'),
  sheet: iriField,
  user: iriField,
  values: z.record(z.string(), z.unknown()),
  selection: VariantSelection,
  version: z.number().int(),
  modified: timestamp.nullable(),
  dropped: z.array(z.object({ element: z.string(), reason: z.string(), value: z.unknown() })),
});

/** Saved values in a user's list of every sheet they filled in. */
export const SavedValuesSummary = z.object({
  ...member('DealerValues'),
  sheet: iriField,
  sheetName: z.string(),
  region: z.string().nullable(),
  user: iriField,
  values: z.unknown(),
  selection: z.unknown(),
  version: z.number().int(),
  modified: timestamp,
});

export const SavedValuesCollection = hydraCollection(SavedValuesSummary);

// The types the presenters answer with and clients read.
export type DealerProfileSummary = z.infer<typeof DealerProfileSummary>;
export type DealerProfileAnswer = z.infer<typeof DealerProfileAnswer>;
export type DealerProfileCollection = z.infer<typeof DealerProfileCollection>;
export type VariantSelection = z.infer<typeof VariantSelection>;
export type DealerValuesAnswer = z.infer<typeof DealerValuesAnswer>;
export type SavedValuesSummary = z.infer<typeof SavedValuesSummary>;
export type SavedValuesCollection = z.infer<typeof SavedValuesCollection>;
