// The fields of a dealer's profile. Kept apart from applying a profile (dealerProfile.ts),
// which asks the element registry: element schemas name these fields while their modules load.
import { DEALER_PROFILE_FIELD_MAX } from '@pms/contracts';
import { z } from 'zod';

/** The fields of a dealer profile a text element can be bound to. */
export const DEALER_PROFILE_FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'website',
  'openingHours',
] as const;

export type DealerProfileField = (typeof DEALER_PROFILE_FIELDS)[number];

// The longest a profile field may be: the API's limit, which the contracts hold.
export { DEALER_PROFILE_FIELD_MAX };

/** A dealer's details per dealer number; plain text, lines separated by line breaks. */
export const dealerProfileSchema = z.object(
  Object.fromEntries(
    DEALER_PROFILE_FIELDS.map((field) => [
      field,
      z
        .string({ error: `${field} must be text.` })
        .max(DEALER_PROFILE_FIELD_MAX, {
          error: `${field} may be at most ${DEALER_PROFILE_FIELD_MAX} characters long.`,
        })
        .default(''),
    ]),
  ) as Record<DealerProfileField, z.ZodDefault<z.ZodString>>,
);

export type DealerProfile = z.output<typeof dealerProfileSchema>;
