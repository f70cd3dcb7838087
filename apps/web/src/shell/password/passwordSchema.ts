import { z } from 'zod';

/** Minimum password length (SPEC section 9); the server checks the same. */
export const minPasswordLength = 3;

/**
 * The password dialog's rules (SPEC section 5). Messages are i18n keys, translated where they
 * are shown, so the schema stays free of the current language.
 */
export const passwordFormSchema = z
  .object({
    oldPassword: z.string().min(1, { error: 'password.oldRequired' }),
    newPassword: z.string().min(minPasswordLength, { error: 'password.tooShort' }),
    repeatPassword: z.string(),
  })
  .refine((values) => values.repeatPassword === values.newPassword, {
    error: 'password.mismatch',
    path: ['repeatPassword'],
  });

export type PasswordForm = z.infer<typeof passwordFormSchema>;

export const emptyPasswordForm: PasswordForm = {
  oldPassword: '',
  newPassword: '',
  repeatPassword: '',
};
