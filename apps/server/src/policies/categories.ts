import { ANYONE, adminsOnly, definePolicy } from './authorize.ts';

export const NOT_ALLOWED_CATEGORIES = 'You are not allowed to manage categories.';

/** Categories (DESIGN.md): everyone logged in reads them, admins manage them. */
export const categoryPolicy = definePolicy('categories', {
  list: ANYONE,
  read: ANYONE,
  create: adminsOnly(NOT_ALLOWED_CATEGORIES),
  update: adminsOnly(NOT_ALLOWED_CATEGORIES),
  delete: adminsOnly(NOT_ALLOWED_CATEGORIES),
});
