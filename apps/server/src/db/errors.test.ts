import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { TEST_DATABASES, type TestEnvironment, testApp, testEnvironment } from '../test/testApp.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from './errors.ts';
import { categories, users } from './schema/index.ts';

describe.each(TEST_DATABASES)('database errors on $name', ({ name }) => {
  let environment: TestEnvironment;
  let app: App;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    app = await testApp(environment);
  });

  afterAll(async () => {
    await app?.close();
    await environment?.cleanup();
  });

  async function failureOf(query: Promise<unknown>): Promise<unknown> {
    try {
      await query;
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  }

  it('reads the SQLSTATE through the driver and Drizzle', async () => {
    const row = { username: 'twice', passwordHash: 'x' };
    await app.db.insert(users).values(row);
    expect(sqlStateOf(await failureOf(app.db.insert(users).values(row)))).toBe(UNIQUE_VIOLATION);
    const orphan = app.db.insert(categories).values({ name: 'Orphan', parentId: 9999 });
    expect(sqlStateOf(await failureOf(orphan))).toBe(FOREIGN_KEY_VIOLATION);
  });

  it('answers undefined for errors that are not the database’s', () => {
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(sqlStateOf({ code: 'ENOENT' })).toBeUndefined();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(sqlStateOf(loop)).toBeUndefined();
  });
});
