import { z } from 'zod';
import { regionOfRole } from './roleNames';

/** Which form the dialog shows: any account, or the dealer preset (dealer number and region). */
export type UserPreset = 'user' | 'dealer';

/** The user dialog's rules; messages are locale keys, translated where they are shown. */
export function userFormSchema(creating: boolean, preset: UserPreset = 'user') {
  const base = z.object({
    username: z.string().trim().min(1, { error: 'users.usernameRequired' }),
    roles: z.array(z.string()),
    hnr: z.string().max(50),
    // A new account needs a password; an edit may leave it empty to keep the old one.
    password: creating
      ? z.string().min(3, { error: 'password.tooShort' })
      : z.string().refine((value) => value === '' || value.length >= 3, {
          error: 'password.tooShort',
        }),
  });
  if (preset === 'user') return base;
  // A dealer is found by their dealer number and sees their region's sheets: both are needed.
  return base.extend({
    hnr: z.string().trim().min(1, { error: 'users.dealerNumberRequired' }).max(50),
    roles: z
      .array(z.string())
      .refine((roles) => roles.some((role) => regionOfRole(role) !== null), {
        error: 'users.regionRequired',
      }),
  });
}

export type UserForm = z.infer<ReturnType<typeof userFormSchema>>;

/** The locale keys the schema's messages may be. */
export const formMessages = [
  'users.usernameRequired',
  'users.dealerNumberRequired',
  'users.regionRequired',
  'password.tooShort',
] as const;
