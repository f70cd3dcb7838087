import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { MAX_OPEN_BATCHES } from './startBatch.ts';

const TOO_MANY = `You have ${MAX_OPEN_BATCHES} batch exports running: wait for one to finish or cancel it.`;
const RACERS = 20;

describe.each(TEST_DATABASES)('the limit of open batch exports on $name', ({ name }) => {
  let demo: DemoApp;
  let copy = '';

  beforeAll(async () => {
    // No worker: every accepted batch stays queued, so the limit is all that answers.
    demo = await demoApp(name, { BATCH_WORKERS: '0' });
    copy = await demoCopyIri(demo, 'Winter tyre storage', 'cz');
  });

  afterAll(async () => {
    await demo?.close();
  });

  it.each(['admin', 'regionadmin.cz'])(
    'accepts exactly 3 batches of %s when 20 requests race',
    async (username) => {
      const headers = await demo.login(username);
      // All sent at once: on PostgreSQL each runs on its own connection of the pool.
      const answers = await Promise.all(
        Array.from({ length: RACERS }, () =>
          demo.app.inject({
            method: 'POST',
            url: '/api/batch_exports',
            headers,
            payload: { sheet: copy },
          }),
        ),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(codes.filter((code) => code === 202)).toHaveLength(MAX_OPEN_BATCHES);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      expect(refused).toHaveLength(RACERS - MAX_OPEN_BATCHES);
      for (const answer of refused) expect(answer.json()['hydra:description']).toBe(TOO_MANY);
      // The database holds as many open batches of this user as were accepted, no more.
      const user = answers.find((answer) => answer.statusCode === 202)?.json().user;
      const list = await demo.app.inject({ url: '/api/batch_exports', headers });
      const members: { user: string; status: string }[] = list.json()['hydra:member'];
      const mine = members.filter((batch) => batch.user === user && batch.status === 'queued');
      expect(mine).toHaveLength(MAX_OPEN_BATCHES);
    },
  );
});
