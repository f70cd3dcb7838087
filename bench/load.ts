// npm run bench:load — how the API answers other users while exports run: one user reads a
// sheet again and again, alone and while 8 others export PNGs without pause, with rendering in
// the worker-thread pool (RENDER_THREADS, one per core) and in the request's own thread
// (RENDER_THREADS=0), each on a fresh server process. Prints figures; asserts nothing.
// DATABASE_URL runs it on PostgreSQL (an empty database: the demo is seeded into it).
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readyAddress, residentBytes, startServer } from '../apps/server/src/test/serverProcess.ts';

const READS = Number(process.env.BENCH_READS ?? 300);
const EXPORTERS = 8;

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, median: at(0.5), p99: at(0.99) };
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const mb = (bytes: number | null) =>
  bytes === null ? '?' : `${Math.round(bytes / 1024 / 1024)} MB`;

async function run(threads: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pms-bench-load-'));
  const server = startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    ADMIN_PASSWORD: 'bench-admin',
    LOG_LEVEL: 'warn',
    ...(process.env.MALLOC_ARENA_MAX ? { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX } : {}),
    RENDER_THREADS: threads,
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  try {
    const address = await readyAddress(server);
    const login = await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-admin' }),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const sheets = (await (
      await fetch(`${address}/api/sheets?itemsPerPage=100`, { headers: auth })
    ).json()) as { 'hydra:member': { '@id': string; name: string }[] };
    const reference = sheets['hydra:member'].find((s) => s.name === 'Reference offer sheet');
    if (!reference) throw new Error('the demo has no reference sheet');

    const read = async () => {
      const start = performance.now();
      const response = await fetch(`${address}${reference['@id']}`, { headers: auth });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`read answered ${response.status}`);
      return performance.now() - start;
    };
    const exportPng = async () => {
      const response = await fetch(`${address}/api/exports`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ sheet: reference['@id'], format: 'png', page: 0 }),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`export answered ${response.status}`);
    };
    for (let i = 0; i < 20; i++) await read();
    for (let i = 0; i < 4; i++) await exportPng();
    const idleRss = await residentBytes(server.child.pid ?? 0);

    const alone: number[] = [];
    for (let i = 0; i < READS; i++) alone.push(await read());

    let running = true;
    let exports = 0;
    const started = performance.now();
    const exporters = Array.from({ length: EXPORTERS }, async () => {
      while (running) {
        await exportPng();
        exports += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 500)); // the exports are under way
    const during: number[] = [];
    for (let i = 0; i < READS; i++) during.push(await read());
    running = false;
    await Promise.all(exporters);
    const seconds = (performance.now() - started) / 1000;
    return {
      alone: stats(alone),
      during: stats(during),
      exportsPerSecond: exports / seconds,
      idleRss,
      busyRss: await residentBytes(server.child.pid ?? 0),
    };
  } finally {
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    await rm(dataDir, { recursive: true, force: true });
  }
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`Reading one sheet (GET /api/sheets/{id}), ${READS} sequential reads, ${database}`);
const modes = [
  ['worker-thread pool (one per core)', String(availableParallelism())],
  ['rendering in the request thread', '0'],
] as const;
for (const [label, threads] of process.env.BENCH_POOL_ONLY ? modes.slice(0, 1) : modes) {
  const result = await run(threads);
  console.log(`  ${label}:`);
  console.log(
    `    alone:                 median ${fmt(result.alone.median)}, p99 ${fmt(result.alone.p99)}`,
  );
  console.log(
    `    while ${EXPORTERS} PNG exports run: median ${fmt(result.during.median)}, p99 ${fmt(result.during.p99)} (${result.exportsPerSecond.toFixed(1)} PNG exports/s)`,
  );
  console.log(
    `    RSS after warm-up ${mb(result.idleRss)}, after the exports ${mb(result.busyRss)}`,
  );
}
