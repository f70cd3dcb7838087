import { ASSIGNABLE_ROLES } from '@pms/contracts';
import { badRequest } from '../../http/httpError.ts';

/** The user bodies and roles live in the contracts; the route reads them from here. */
export { ASSIGNABLE_ROLES, createUserBody, updateUserBody } from '@pms/contracts';

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
