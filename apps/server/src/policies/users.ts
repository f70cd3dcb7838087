import { ANYONE, adminsOnly, definePolicy } from './authorize.ts';

export const NOT_ALLOWED_USERS = 'You are not allowed to manage users.';

const manage = adminsOnly(NOT_ALLOWED_USERS);

/** Users (DESIGN.md): admins only, every action. */
export const userPolicy = definePolicy('users', {
  list: manage,
  read: manage,
  create: manage,
  update: manage,
  delete: manage,
});

/** One's own session: who one is, and changing one's own password, for anyone logged in. */
export const sessionPolicy = definePolicy('session', {
  readSelf: ANYONE,
  changePassword: ANYONE,
});
