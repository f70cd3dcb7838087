import { z } from 'zod';

/** The user dialog's rules; messages are locale keys, translated where they are shown. */
export function userFormSchema(creating: boolean) {
  return z.object({
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
}

export type UserForm = z.infer<ReturnType<typeof userFormSchema>>;
