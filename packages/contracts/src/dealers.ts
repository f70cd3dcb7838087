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
import { dealerValuesSchema, variantSelectionSchema } from './dealerValues.ts';
import { REGIONS } from './regions.ts';

/** The longest a profile field may be; an address or opening hours run to a few lines. */
export const DEALER_PROFILE_FIELD_MAX = 500;

/** A profile field as sent: text up to the limit, line breaks made `\n`, ends trimmed. */
function profileField(name: string) {
  return z
    .string({ error: `${name} must be text.` })
    .max(DEALER_PROFILE_FIELD_MAX, {
      error: `${name} may be at most ${DEALER_PROFILE_FIELD_MAX} characters long.`,
    })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim());
}

// The fields a create and a change both send, each optional: an unsent one is left as it is.
const profileFieldsShape = {
  name: profileField('name').optional(),
  address: profileField('address').optional(),
  phone: profileField('phone').optional(),
  email: profileField('email').optional(),
  website: profileField('website').optional(),
  openingHours: profileField('openingHours').optional(),
};

const HNR_REQUIRED = 'hnr is required: the dealer number.';
const HNR_TOO_LONG = 'hnr must be at most 50 characters.';

/** POST /api/dealer_profiles: the dealer number, its region and any of the fields. */
export const dealerProfileCreateBody = z.object({
  hnr: z
    .string({ error: HNR_REQUIRED })
    .trim()
    .min(1, { error: HNR_REQUIRED })
    .max(50, { error: HNR_TOO_LONG }),
  region: z.enum(REGIONS, { error: `region must be one of ${REGIONS.join(', ')}.` }),
  ...profileFieldsShape,
});

/** PUT /api/dealer_profiles/:id: the fields to change and the version the client loaded. */
export const dealerProfileUpdateBody = z.object({ ...profileFieldsShape, version: versionField });

/** GET /api/dealer_profiles: a page, optionally of one dealer number. */
export const dealerProfileListQuery = z.object({
  ...pagingShape,
  hnr: z.string().trim().max(50, { error: HNR_TOO_LONG }).optional(),
});

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
  values: dealerValuesSchema,
  selection: variantSelectionSchema,
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
