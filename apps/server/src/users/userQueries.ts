import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type UserRow, users } from '../db/schema/index.ts';
import { notFound } from '../http/httpError.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { likePattern } from '../sheets/sheetQueries.ts';

/** The account with this username, if there is one (a login looks it up so). */
export async function findUserByUsername(
  db: Database,
  username: string,
): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return user;
}

/** The account with this id, if there is one. */
export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** The account with this id, or a 404 naming the user. */
export async function requireUser(db: Database, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('The user');
  return user;
}

/** One page of accounts, optionally those whose username contains `search`, and their total. */
export async function listUsers(
  db: Database,
  paging: Paging,
  search: string | undefined,
): Promise<{ rows: UserRow[]; total: number }> {
  const term = search?.trim();
  const where = term ? ilike(users.username, likePattern(term)) : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(paging['order[id]'] === 'desc' ? desc(users.id) : asc(users.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}
