import { once } from 'node:events';
import { unzipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  printedPasswords,
  readyAddress,
  type ServerProcess,
  startServer,
} from '../test/serverProcess.ts';
import { TEST_DATABASES, type TestEnvironment, testEnvironment } from '../test/testApp.ts';

/** Dealers of CZ besides the demo's: PNGs of them take the worker a few seconds. */
const EXTRA_DEALERS = 80;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47];

interface Batch {
  '@id': string;
  status: string;
  total: number;
  done: number;
  file: string | null;
}

describe.each(TEST_DATABASES)(
  'a batch export across a crash of the server on $name',
  ({ name }) => {
    let environment: TestEnvironment;
    const servers: ServerProcess[] = [];

    afterAll(async () => {
      for (const server of servers) {
        if (server.child.exitCode === null && server.child.signalCode === null) {
          server.child.kill('SIGKILL');
          await once(server.child, 'exit');
        }
      }
      await environment?.cleanup();
    });

    it('finishes after the process running it was killed, with every dealer once', async () => {
      environment = await testEnvironment(name);
      const env = {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: environment.dataDir,
        SEED_DEMO: 'true',
        ADMIN_PASSWORD: 'restart-admin',
        LOG_LEVEL: 'warn',
        // A part whose process died is taken over after 3 s instead of two minutes.
        BATCH_JOB_EXPIRE_SECONDS: '3',
        ...(environment.databaseUrl ? { DATABASE_URL: environment.databaseUrl } : {}),
      };
      const first = startServer(env);
      servers.push(first);
      let address = await readyAddress(first);
      const passwords = printedPasswords(first.output.stdout);
      // On PostgreSQL a second process runs beside the first, as behind a load balancer, and
      // takes the batch over; the embedded database has one process, which starts again.
      const beside = name === 'postgres' ? startServer(env) : null;
      if (beside) {
        servers.push(beside);
        await readyAddress(beside);
      }
      const login = async (username: string, password: string) => {
        const response = await fetch(`${address}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
      };
      const admin = await login('admin', 'restart-admin');
      for (let i = 1; i <= EXTRA_DEALERS; i++) {
        const created = await fetch(`${address}/api/dealer_profiles`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ hnr: `47${String(i).padStart(3, '0')}`, region: 'cz' }),
        });
        expect(created.status).toBe(201);
      }
      const regionAdmin = await login('regionadmin.cz', passwords.get('regionadmin.cz') ?? '');
      const masters = (await (
        await fetch(`${address}/api/sheets?itemsPerPage=100`, { headers: admin })
      ).json()) as {
        'hydra:member': { name: string; regionalSheets: { '@id': string; region: string }[] }[];
      };
      const copy = masters['hydra:member']
        .find((sheet) => sheet.name === 'Winter tyre storage')
        ?.regionalSheets.find((sheet) => sheet.region === 'cz');
      const started = await fetch(`${address}/api/batch_exports`, {
        method: 'POST',
        headers: { ...regionAdmin, 'content-type': 'application/json' },
        body: JSON.stringify({ sheet: copy?.['@id'], format: 'png' }),
      });
      expect(started.status, await started.clone().text()).toBe(202);
      const batchIri = ((await started.json()) as Batch)['@id'];
      const read = async () =>
        (await (await fetch(`${address}${batchIri}`, { headers: regionAdmin })).json()) as Batch;

      // Killed in the middle of the work, as a crash or an OOM kill would.
      let before = await read();
      while (before.done < 5) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        before = await read();
      }
      first.child.kill('SIGKILL');
      await once(first.child, 'exit');
      expect(before.status).toBe('running');
      expect(before.done).toBeLessThan(before.total);

      const second = beside ?? startServer(env);
      if (!beside) servers.push(second);
      address = await readyAddress(second);
      let after = await read();
      const deadline = Date.now() + 90_000;
      while (after.status === 'running' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        after = await read();
      }
      expect(after).toMatchObject({ status: 'done', total: EXTRA_DEALERS + 1 });
      expect(after.done).toBe(EXTRA_DEALERS + 1);
      const zip = await fetch(`${address}${after.file}`, { headers: regionAdmin });
      expect(zip.status).toBe(200);
      const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
      const names = Object.keys(files);
      expect(names).toHaveLength(EXTRA_DEALERS + 1);
      expect(names.filter((file) => file.startsWith('47')).length).toBe(EXTRA_DEALERS);
      for (const bytes of Object.values(files)) expect([...bytes.slice(0, 4)]).toEqual(PNG_MAGIC);
    }, 240_000);
  },
);
