// A server process as production runs it (the bundle `npm start` runs), logged in as the demo
// admin, with the demo's reference sheet found: what every load benchmark starts from.
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import {
  readyAddress,
  residentBytes,
  type ServerProcess,
  startServer,
} from '../../apps/server/src/test/serverProcess.ts';

export const BENCH_ADMIN_PASSWORD = 'bench-admin';

/**
 * One signing secret for every server of a run, so the admin logs in once: the login limit
 * (10 tries in 5 minutes, counted in the database) would refuse a login per server start on
 * PostgreSQL. The demo's admin is the same user in every seeded database.
 */
const JWT_SECRET = randomBytes(32).toString('base64url');
let adminAuth: Promise<Record<string, string>> | undefined;

const BUNDLE = fileURLToPath(new URL('../../apps/server/dist/server.js', import.meta.url));
const EVENT_LOOP_PROBE = new URL('./eventLoopProbe.mjs', import.meta.url);

/** How long an event loop waited to run what was ready, in milliseconds. */
export interface EventLoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** The garbage collector's pauses in the same window: scavenges, and the rest. */
  gc: { minorCount: number; minorMs: number; majorCount: number; majorMs: number; maxMs: number };
}

export interface BenchServer {
  address: string;
  pid: number;
  /** The admin's Authorization header. */
  auth: Record<string, string>;
  /** Whether this start seeded the demo into an empty database. */
  seeded: boolean;
  /** The demo's reference sheet: its IRI, name and category IRI. */
  reference: { '@id': string; name: string; category: string };
  /** Resident memory now, in bytes. */
  rss(): Promise<number>;
  /**
   * How long the event loop waited since the last call; the first call starts counting. Only
   * for a server started with `probeEventLoop`.
   */
  eventLoopDelay(): Promise<EventLoopDelay>;
  stop(): Promise<void>;
}

export interface BenchServerOptions {
  /** Settings beyond the defaults (RENDER_THREADS, DATABASE_URL, ...). */
  env?: Record<string, string>;
  /** An existing data directory (a restart); else a fresh one, removed on stop. */
  dataDir?: string;
  /** Preloads eventLoopProbe.mjs into the server, for `eventLoopDelay`. */
  probeEventLoop?: boolean;
}

/** Starts a server on a free port and waits until it answers, logged in and ready to load. */
export async function startBenchServer(options: BenchServerOptions = {}): Promise<BenchServer> {
  if (!existsSync(BUNDLE)) throw new Error('no server bundle: run npm run build -w @pms/server');
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'pms-bench-')));
  const probeFile = options.probeEventLoop ? join(dataDir, 'event-loop-delay.txt') : undefined;
  const server = startServer(
    {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      ...inherited(
        'DATABASE_URL',
        'MALLOC_ARENA_MAX',
        'MALLOC_MMAP_THRESHOLD_',
        'MALLOC_TRIM_THRESHOLD_',
        'RENDER_THREADS',
      ),
      ...options.env,
      ...(probeFile && eventLoopProbeEnv(probeFile)),
    },
    'compiled',
  );
  const stop = async () => {
    await stopServer(server);
    if (ownDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const address = await readyAddress(server);
    adminAuth ??= login(address);
    const auth = await adminAuth;
    const reference = await findReference(address, auth);
    const pid = server.child.pid ?? 0;
    let asked = 0;
    return {
      address,
      pid,
      seeded: server.output.stdout.includes('Accounts created in the empty database'),
      auth,
      reference,
      rss: async () => (await residentBytes(pid)) ?? 0,
      eventLoopDelay: () => {
        if (!probeFile) throw new Error('the server was started without probeEventLoop');
        asked += 1;
        return probed(pid, probeFile, asked);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The settings that preload the event-loop probe into a server process, answering into `file`
 * (for servers not started here, such as bench:attack's).
 */
export function eventLoopProbeEnv(file: string): Record<string, string> {
  return { NODE_OPTIONS: `--import=${EVENT_LOOP_PROBE.href}`, BENCH_EVENT_LOOP_FILE: file };
}

/** Asks the probe in process `pid` for its `nth` answer, and waits for it. */
export async function probed(pid: number, file: string, nth: number): Promise<EventLoopDelay> {
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 5000; waited += 20) {
    const lines = (await readFile(file, 'utf8').catch(() => '')).split('\n').filter(Boolean);
    const line = lines[nth - 1];
    if (line) return JSON.parse(line) as EventLoopDelay;
    await sleep(20);
  }
  throw new Error(`no event loop delay from process ${pid} within 5 s`);
}

function inherited(...names: string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = process.env[name];
    if (value) values[name] = value;
  }
  return values;
}

async function stopServer(server: ServerProcess) {
  if (server.child.exitCode !== null) return;
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
}

async function login(address: string): Promise<Record<string, string>> {
  const response = await fetch(`${address}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: BENCH_ADMIN_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(
      `admin login answered ${response.status}: a database seeded with another ADMIN_PASSWORD?`,
    );
  }
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

async function findReference(address: string, auth: Record<string, string>) {
  const response = await fetch(`${address}/api/sheets?itemsPerPage=100`, { headers: auth });
  const sheets = (await response.json()) as {
    'hydra:member': { '@id': string; name: string; category: string }[];
  };
  const reference = sheets['hydra:member'].find((s) => s.name === 'Reference offer sheet');
  if (!reference) throw new Error('the demo has no reference sheet');
  return reference;
}

/** Megabytes, rounded, for printing. */
export const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
