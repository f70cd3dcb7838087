import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../db/errors.ts';
import { type UserRow, users } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';

export const usernameTaken = (username: string) => `The username '${username}' is taken.`;
export const OWN_ACCOUNT = 'You cannot delete your own account.';
export const OWN_ADMIN_ROLE =
  'You cannot remove the administrator role from your own account. Ask another administrator.';
export const STALE_USER =
  'This user was changed by someone else in the meantime. Reload it to see their changes; yours were not saved.';

export interface NewUser {
  username: string;
  passwordHash: string;
  roles: string[];
  hnr: string | null;
}

export type UserChanges = Partial<NewUser> & { passwordChangeRecommended?: boolean };

type Reader = Pick<Database, 'select'>;

async function refuseTakenUsername(db: Reader, username: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (taken) throw conflict(usernameTaken(username));
}

/** The unique index has the last word: two admins creating the same name at once get a 409. */
async function withUniqueUsername<T>(username: string | undefined, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (username !== undefined && sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw conflict(usernameTaken(username));
    }
    throw error;
  }
}

/** A new account; an admin chose its password, so its owner is reminded to change it. */
export function createUser(db: Database, fields: NewUser): Promise<UserRow> {
  return withUniqueUsername(fields.username, async () => {
    await refuseTakenUsername(db, fields.username);
    const [row] = await db
      .insert(users)
      .values({ ...fields, passwordChangeRecommended: true })
      .returning();
    if (!row) throw new Error('insert returned no user');
    return row;
  });
}

/**
 * Whether a change ends the user's sessions: a new password (someone else now knows it, or the
 * old one leaked) and a change of roles (whoever holds a token should log in as the new user).
 */
function endsSessions(current: UserRow, changes: UserChanges): boolean {
  if (changes.passwordHash !== undefined) return true;
  if (changes.roles === undefined) return false;
  const before = new Set(current.roles);
  return changes.roles.length !== before.size || changes.roles.some((role) => !before.has(role));
}

/**
 * Changes an account if it is still at `version`; a new password or new roles end every session
 * the user had (their tokens carry the old token version). `actorId` is the admin making the change:
 * they may not take the administrator role from themselves, or nobody might be left to manage.
 */
export function updateUser(
  db: Database,
  actorId: number,
  id: number,
  version: number,
  changes: UserChanges,
): Promise<UserRow> {
  return withUniqueUsername(changes.username, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(users).where(eq(users.id, id));
      if (!current) throw notFound('The user');
      if (current.version !== version) throw conflict(STALE_USER);
      if (id === actorId && changes.roles && !changes.roles.includes('ROLE_ADMIN')) {
        throw conflict(OWN_ADMIN_ROLE);
      }
      if (changes.username !== undefined && changes.username !== current.username) {
        await refuseTakenUsername(tx, changes.username);
      }
      const [row] = await tx
        .update(users)
        .set({
          ...changes,
          ...(endsSessions(current, changes)
            ? { tokenVersion: sql`${users.tokenVersion} + 1` }
            : {}),
          version: sql`${users.version} + 1`,
          modified: new Date(),
        })
        .where(and(eq(users.id, id), eq(users.version, version)))
        .returning();
      if (!row) throw conflict(STALE_USER);
      return row;
    }),
  );
}

/**
 * Deletes an account other than the admin's own; their sheets' history keeps no dangling link.
 * Their tokens stop working with the row: authentication finds no user for them.
 */
export async function deleteUser(db: Database, actorId: number, id: number): Promise<void> {
  if (id === actorId) throw conflict(OWN_ACCOUNT);
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (deleted.length === 0) throw notFound('The user');
}

/**
 * Sets the user's own new password: the reminder to change it is done, and raising the token
 * version ends every session whoever knew the old one may hold. Undefined if the user is gone.
 */
export async function changeOwnPassword(
  db: Database,
  id: number,
  passwordHash: string,
): Promise<UserRow | undefined> {
  const [changed] = await db
    .update(users)
    .set({
      passwordHash,
      passwordChangeRecommended: false,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      version: sql`${users.version} + 1`,
      modified: new Date(),
    })
    .where(eq(users.id, id))
    .returning();
  return changed;
}
