import { once } from 'node:events';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, waitFor } from './test/serverProcess.ts';
import { type TestEnvironment, testEnvironment } from './test/testApp.ts';

describe('the boot file', () => {
  let environment: TestEnvironment;

  beforeAll(async () => {
    environment = await testEnvironment('pglite');
  });

  afterAll(async () => {
    await environment?.cleanup();
  });

  it('refuses to start with a bad setting and names it', async () => {
    const { child, output } = startServer({ PORT: 'eighty', DATA_DIR: environment.dataDir });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output.stderr).toContain('PORT must be a port number from 0 to 65535, got "eighty"');
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`stops cleanly on ${signal} and closes the database`, async () => {
      const { child, output } = startServer({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: environment.dataDir,
        SEED_DEMO: 'false',
      });
      await waitFor(() => output.stdout.includes('Print- and Mediaservice is ready'), child);
      const address = /"address":"(http:\/\/[^"]+)"/.exec(output.stdout)?.[1];
      const health = await fetch(`${address}/healthz`);
      expect(health.status).toBe(200);
      child.kill(signal);
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      expect(output.stdout).toContain('shutting down');
      expect(output.stdout).toContain('database closed');
    });
  }

  it('refuses a second server on the same data directory and leaves the data alone', async () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: environment.dataDir,
      SEED_DEMO: 'false',
    };
    const first = startServer(env);
    try {
      await waitFor(
        () => first.output.stdout.includes('Print- and Mediaservice is ready'),
        first.child,
      );
      const lockFile = join(environment.dataDir, 'pgdata.lock');
      const lockBefore = await readFile(lockFile, 'utf8');
      const controlFile = join(environment.dataDir, 'pgdata', 'global', 'pg_control');
      const controlBefore = (await stat(controlFile)).mtimeMs;

      const second = startServer(env);
      const [code] = await once(second.child, 'exit');
      expect(code).toBe(1);
      expect(second.output.stderr).toContain(
        `Another server is already using the database in ${join(environment.dataDir, 'pgdata')} (process ${first.child.pid} on this machine). Stop it first, or set DATA_DIR to another directory.`,
      );
      expect(second.output.stderr).not.toContain('    at ');
      expect(await readFile(lockFile, 'utf8')).toBe(lockBefore);
      expect((await stat(controlFile)).mtimeMs).toBe(controlBefore);
      // The first one keeps serving.
      const address = /"address":"(http:\/\/[^"]+)"/.exec(first.output.stdout)?.[1];
      expect((await fetch(`${address}/healthz`)).status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await once(first.child, 'exit');
    }
  });

  it('starts after a server on the same data directory was killed with -9', async () => {
    const env = { PORT: '0', HOST: '127.0.0.1', DATA_DIR: environment.dataDir, SEED_DEMO: 'false' };
    const killed = startServer(env);
    await waitFor(
      () => killed.output.stdout.includes('Print- and Mediaservice is ready'),
      killed.child,
    );
    killed.child.kill('SIGKILL');
    await once(killed.child, 'exit');
    const next = startServer(env);
    try {
      await waitFor(
        () => next.output.stdout.includes('Print- and Mediaservice is ready'),
        next.child,
      );
    } finally {
      next.child.kill('SIGTERM');
      await once(next.child, 'exit');
    }
    expect(next.child.exitCode).toBe(0);
  });
});
