import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { stopServerGroup } from './stopServer.ts';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface RunningApp {
  url: string;
  dataDir: string;
  output: () => string;
  /**
   * Sends SIGTERM to npm and the server under it, waits for them to exit and removes the data
   * directory unless it is to be kept.
   */
  stop(options?: { keepDataDir?: boolean }): Promise<void>;
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

/** The admin password of the seeded data directory that journeys start from. */
export const JOURNEY_ADMIN_PASSWORD = 'e2e-admin-password';

/**
 * Where the run's global setup keeps a data directory seeded by a first start with
 * JOURNEY_ADMIN_PASSWORD, and that start's output (the one-time account table).
 */
export function seededTemplate(run: string): { dir: string; output: string } {
  const dir = join(tmpdir(), `pms-e2e-seeded-${run}`);
  return { dir, output: `${dir}.output` };
}

/**
 * Starts the app with a fresh DATA_DIR and a free PORT and waits until it answers its health
 * check: as `npm run start:server`, the built server, which the run's global setup built once
 * (`npm start` builds the server and the web app first, 20 s a journey on the CI machine), or
 * with `npmStart` exactly as the README tells a newcomer. A journey with the run's admin
 * password starts from a copy of the demo the global setup seeded (the first start's database
 * and seeding cost seconds each time); its output begins with that start's account table.
 */
export async function startApp(
  env: Record<string, string> = {},
  { npmStart = false }: { npmStart?: boolean } = {},
): Promise<RunningApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pms-e2e-'));
  const port = await freePort();
  let output = '';
  const run = process.env.PMS_E2E_RUN;
  if (!npmStart && run && env.ADMIN_PASSWORD === JOURNEY_ADMIN_PASSWORD) {
    const template = seededTemplate(run);
    if (await exists(template.output)) {
      await promisify(execFile)('cp', ['-a', `${template.dir}/.`, dataDir]);
      output = await readFile(template.output, 'utf8');
    }
  }
  const child: ChildProcess = spawn('npm', npmStart ? ['start'] : ['run', 'start:server'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so stopping it also stops the server npm started.
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
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
    async stop({ keepDataDir = false } = {}) {
      await stopServerGroup(child, () => output);
      if (!keepDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
