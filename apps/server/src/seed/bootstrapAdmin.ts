import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { type DemoAccount, randomPassword } from './demoAccounts.ts';

const BOOTSTRAP_LOCK = 'print-and-mediaservice admin bootstrap';

/**
 * Without the demo, an empty database still needs someone who can log in: one `admin`, with
 * ADMIN_PASSWORD or a random password printed once. Answers null when users already exist.
 */
export async function bootstrapAdmin(
  db: Database,
  adminPassword: string | undefined,
): Promise<DemoAccount[] | null> {
  const existing = await db.select({ id: users.id }).from(users).limit(1);
  if (existing.length > 0) return null;
  const account: DemoAccount = {
    username: 'admin',
    password: adminPassword ?? randomPassword(),
    roles: ['ROLE_ADMIN'],
    hnr: null,
    description: 'administrator',
  };
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${BOOTSTRAP_LOCK}))`);
    const again = await tx.select({ id: users.id }).from(users).limit(1);
    if (again.length > 0) return null;
    await tx.insert(users).values({
      username: account.username,
      passwordHash,
      roles: account.roles,
      passwordChangeRecommended: true,
    });
    return [account];
  });
}
