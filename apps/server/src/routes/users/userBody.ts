import { z } from 'zod';
import { REGIONS } from '../../config/config.ts';
import { badRequest } from '../../http/httpError.ts';
import { versionField } from '../../http/validate.ts';

/** Every role an account can hold (SPEC section 6): REGION_{code} for each region code. */
export const ASSIGNABLE_ROLES: readonly string[] = [
  'ROLE_ADMIN',
  'ROLE_REGIONADMIN',
  ...REGIONS.map((region) => `REGION_${region.toUpperCase()}`),
];

const USERNAME_REQUIRED = 'Please enter a username.';

const username = z
  .string({ error: USERNAME_REQUIRED })
  .trim()
  .min(1, { error: USERNAME_REQUIRED })
  .max(100, { error: 'The username may be at most 100 characters long.' });

const roles = z.array(z.string().trim(), {
  error: 'roles must be a list such as ["REGION_CZ"].',
});

// A dealer number is optional; an empty one means none.
const hnr = z
  .string({ error: 'hnr must be a dealer number, as text.' })
  .trim()
  .max(50, { error: 'hnr must be at most 50 characters.' })
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const password = z.string({ error: 'Please enter a password.' });

export const createUserBody = z.object({ username, password, roles: roles.default([]), hnr });

export const updateUserBody = z.object({
  username: username.optional(),
  password: password.optional(),
  roles: roles.optional(),
  hnr,
  version: versionField.optional(),
});

/** The roles as stored: each one known (a 400 names the first that is not), each once. */
export function readRoles(given: string[]): string[] {
  const unknown = given.find((role) => !ASSIGNABLE_ROLES.includes(role));
  if (unknown !== undefined) {
    throw badRequest(
      `The role '${unknown}' does not exist. Choose from ${ASSIGNABLE_ROLES.join(', ')}.`,
    );
  }
  return [...new Set(given)];
}
