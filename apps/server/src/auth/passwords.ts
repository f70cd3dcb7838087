import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../http/httpError.ts';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// `algorithm: 2` is Algorithm.Argon2id: a const enum, which verbatimModuleSyntax cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** An argon2id hash in PHC format, safe to store. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True only for the password the hash was made from; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** SPEC section 9's minimum; the message is SPEC section 5's, word for word. */
export const MIN_PASSWORD_LENGTH = 3;
export const PASSWORD_TOO_SHORT = 'The Password has to be at least 3 characters long.';

/** A new password long enough to keep, else the 400 with SPEC's message. */
export function requireNewPassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(PASSWORD_TOO_SHORT);
  return password;
}
