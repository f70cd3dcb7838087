import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningApp {
  url: string;
  dataDir: string;
  output: () => string;
  /** Sends SIGTERM to npm and the server under it and waits for them to exit. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the app with a fresh DATA_DIR and a free PORT and waits until it answers its health
 * check: as `npm run start:server`, the built server, which the run's global setup built once
 * (`npm start` builds the server and the web app first, 20 s a journey on the CI machine), or
 * with `npmStart` exactly as the README tells a newcomer.
 */
export async function startApp(
  env: Record<string, string> = {},
  { npmStart = false }: { npmStart?: boolean } = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pms-e2e-'));
  const port = await freePort();
  const child: ChildProcess = spawn('npm', npmStart ? ['start'] : ['run', 'start:server'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the server npm started.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // npm can exit before the server under it has shut down (the shell between them dies of the
  // signal at once): the output pipes close only when every process that holds them has ended.
  const closed = Promise.all(
    [child.stdout, child.stderr].map((stream) => (stream ? once(stream, 'close') : undefined)),
  );
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
    if (Date.now() > deadline) throw new Error(`the app did not start in time:\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    dataDir,
    output: () => output,
    async stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
      await closed;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
