import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { type DatabaseHandle, openDatabase, pgliteDirFor } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import { bootstrapAdmin } from './bootstrapAdmin.ts';

describe('an empty database without the demo', () => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
    database = await openDatabase({ pgliteDir: pgliteDirFor(environment.dataDir) });
    await database.migrate();
  });

  afterAll(async () => {
    await database?.close();
    await environment?.cleanup();
  });

  it('gets one admin with the configured password, and only once', async () => {
    const created = await bootstrapAdmin(database.db, 'first-password');
    expect(created?.map((account) => [account.username, account.roles])).toEqual([
      ['admin', ['ROLE_ADMIN']],
    ]);
    const rows = await database.db.select().from(users);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'first-password')).toBe(true);
    expect(rows[0]?.passwordChangeRecommended).toBe(true);

    expect(await bootstrapAdmin(database.db, 'second-password')).toBeNull();
    const after = await database.db.select().from(users);
    expect(after).toHaveLength(1);
    expect(await verifyPassword(after[0]?.passwordHash ?? '', 'first-password')).toBe(true);
  });
});
