import { z } from 'zod';

/** The logged-in user as `/auth/login` and `/auth/user` describe it. */
export const userSchema = z.object({
  username: z.string(),
  /** ROLE_ADMIN, ROLE_REGIONADMIN and REGION_{code} (SPEC section 6). */
  roles: z.array(z.string()),
  /** Dealer number; used to fetch dealer logos. */
  hnr: z.union([z.string(), z.number()]).nullish(),
  region: z.string().nullish(),
});

export type User = z.infer<typeof userSchema>;

/** The answer of both `POST /auth/login` and `GET /auth/user`. */
export const sessionSchema = z.object({
  token: z.string().min(1),
  /** ISO date-time after which the token is no longer accepted. */
  expires: z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
  user: userSchema,
  /** Only `POST /auth/login` says it: the admin set or reset this password, so remind the user. */
  passwordChangeRecommended: z.boolean().optional(),
});

export type Session = z.infer<typeof sessionSchema>;

/** Whether an `expires` value lies in the future. */
export function isUnexpired(expires: string | null, now: number = Date.now()): boolean {
  if (!expires) return false;
  const time = Date.parse(expires);
  return !Number.isNaN(time) && time > now;
}
