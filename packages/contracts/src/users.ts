import { z } from 'zod';
import { hydraCollection, item, member, pagingShape, timestamp, versionField } from './common.ts';
import { REGIONS } from './regions.ts';

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

/** POST /auth/login: the SPEC's words for a missing username or password. */
export const loginBody = z.object({
  username: z
    .string({ error: 'Please enter your username.' })
    .trim()
    .min(1, { error: 'Please enter your username.' }),
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, { error: 'Please enter your password.' }),
});

/** POST /auth/change_password. */
export const changePasswordBody = z.object({
  old_password: z.string({ error: 'Please enter your current password.' }),
  new_password: z.string({ error: 'Please enter a new password.' }),
});

/** GET /api/users: a page, optionally searched by username. */
export const userListQuery = z.object({
  ...pagingShape,
  search: z.string().max(200, { error: 'search must be at most 200 characters.' }).optional(),
});

const userFields = {
  id: z.number().int(),
  username: z.string(),
  roles: z.array(z.string()),
  hnr: z.string().nullable(),
  region: z.string().nullable(),
  passwordChangeRecommended: z.boolean(),
  version: z.number().int(),
  created: timestamp,
  modified: timestamp,
};

/** An account in the user management list. */
export const UserSummary = z.object({ ...member('User'), ...userFields });

/** An account on its own. */
export const UserAnswer = z.object({ ...item('User'), ...userFields });

export const UserCollection = hydraCollection(UserSummary);

/** The logged-in user as the session answers show it: never the password hash. */
export const SessionUser = z.object({
  username: z.string(),
  roles: z.array(z.string()),
  hnr: z.string().nullable(),
  region: z.string().nullable(),
});

/** A token and its user: what a session renewal (GET /auth/user) answers. */
export const SessionAnswer = z.object({ token: z.string(), expires: timestamp, user: SessionUser });

/** A login: the session, and whether to change the password an admin chose. */
export const LoginAnswer = SessionAnswer.extend({ passwordChangeRecommended: z.boolean() });

/** A changed password: the message and the new session. */
export const PasswordChangedAnswer = SessionAnswer.extend({ message: z.string() });

// The types the presenters answer with and clients read.
export type UserSummary = z.infer<typeof UserSummary>;
export type UserAnswer = z.infer<typeof UserAnswer>;
export type UserCollection = z.infer<typeof UserCollection>;
export type SessionUser = z.infer<typeof SessionUser>;
export type SessionAnswer = z.infer<typeof SessionAnswer>;
export type LoginAnswer = z.infer<typeof LoginAnswer>;
export type PasswordChangedAnswer = z.infer<typeof PasswordChangedAnswer>;
