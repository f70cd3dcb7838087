import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestEnvironment, testEnvironment } from './test/testApp.ts';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** Starts the real boot file, as `npm start` does, and collects what it prints. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString();
  });
  return { child, output };
}

async function waitFor(predicate: () => boolean, child: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not get ready in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
});
