// npm run bench:batch — a batch export of one sheet for every dealer of a region, as a region
// admin starts it, on a real server process: dealers per second, and how fast the API answers
// another user (reading one sheet) alone and while the batch runs. Prints figures; asserts
// nothing. BENCH_DEALERS (default 1000), BENCH_FORMAT (pdf or png), DATABASE_URL for an empty
// PostgreSQL database instead of the embedded one.
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  printedPasswords,
  readyAddress,
  startServer,
} from '../apps/server/src/test/serverProcess.ts';

const DEALERS = Number(process.env.BENCH_DEALERS ?? 1000);
const FORMAT = process.env.BENCH_FORMAT === 'png' ? 'png' : 'pdf';
const IDLE_READS = 300;

interface Batch {
  '@id': string;
  status: string;
  total: number;
  done: number;
  file: string | null;
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, median: at(0.5), p99: at(0.99) };
}
const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

const dataDir = await mkdtemp(join(tmpdir(), 'pms-bench-batch-'));
const server = startServer({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  ADMIN_PASSWORD: 'bench-admin',
  LOG_LEVEL: 'warn',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
try {
  const address = await readyAddress(server);
  const passwords = printedPasswords(server.output.stdout);
  const login = async (username: string, password: string) => {
    const response = await fetch(`${address}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
  };
  const admin = await login('admin', 'bench-admin');
  const regionAdmin = await login('regionadmin.cz', passwords.get('regionadmin.cz') ?? '');
  const dealer = await login('dealer.cz', passwords.get('dealer.cz') ?? '');

  // The demo has one dealer in CZ; the rest are made here, eight requests at a time.
  const numbers = Array.from({ length: DEALERS - 1 }, (_, i) => `6${String(i).padStart(5, '0')}`);
  for (let start = 0; start < numbers.length; start += 8) {
    await Promise.all(
      numbers.slice(start, start + 8).map((hnr) =>
        fetch(`${address}/api/dealer_profiles`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({
            hnr,
            region: 'cz',
            name: `Autohaus ${hnr}`,
            phone: `+420 ${hnr}`,
          }),
        }),
      ),
    );
  }
  const masters = (await (
    await fetch(`${address}/api/sheets?itemsPerPage=100`, { headers: admin })
  ).json()) as {
    'hydra:member': { name: string; regionalSheets: { '@id': string; region: string }[] }[];
  };
  const copy = masters['hydra:member']
    .find((sheet) => sheet.name === 'Winter tyre storage')
    ?.regionalSheets.find((sheet) => sheet.region === 'cz')?.['@id'];
  if (!copy) throw new Error('the demo has no CZ copy of Winter tyre storage');

  /** One read of a sheet by a dealer, as the designer opens it. */
  const readOnce = async () => {
    const start = performance.now();
    const response = await fetch(`${address}${copy}`, { headers: dealer });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`read answered ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 20; i++) await readOnce(); // warm
  const idle: number[] = [];
  for (let i = 0; i < IDLE_READS; i++) idle.push(await readOnce());

  const begin = performance.now();
  const started = (await (
    await fetch(`${address}/api/batch_exports`, {
      method: 'POST',
      headers: { ...regionAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ sheet: copy, format: FORMAT }),
    })
  ).json()) as Batch;
  const during: number[] = [];
  let batch = started;
  let lastPoll = 0;
  while (batch.status === 'queued' || batch.status === 'running') {
    if (process.env.BENCH_NO_READS) await new Promise((resolve) => setTimeout(resolve, 50));
    else during.push(await readOnce());
    if (performance.now() - lastPoll > 500) {
      lastPoll = performance.now();
      batch = (await (
        await fetch(`${address}${started['@id']}`, { headers: regionAdmin })
      ).json()) as Batch;
    }
  }
  const seconds = (performance.now() - begin) / 1000;
  const zipStart = performance.now();
  const zip = await fetch(`${address}${batch.file}`, { headers: regionAdmin });
  const zipBytes = (await zip.arrayBuffer()).byteLength;
  const zipSeconds = (performance.now() - zipStart) / 1000;

  const a = stats(idle);
  const b = stats(during);
  console.log(
    `Batch export of "Winter tyre storage" (CZ copy), ${FORMAT}, ${batch.total} dealers, ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`,
  );
  console.log(
    `  status ${batch.status}: ${batch.done} files in ${seconds.toFixed(1)} s = ${(batch.done / seconds).toFixed(1)} dealers/s`,
  );
  console.log(
    `  ZIP ${(zipBytes / 1024 / 1024).toFixed(1)} MiB streamed in ${zipSeconds.toFixed(1)} s`,
  );
  console.log('  another user reading one sheet (sequential requests):');
  console.log(`    alone:              median ${fmt(a.median)}, p99 ${fmt(a.p99)} (${a.n} reads)`);
  console.log(`    while batch runs:   median ${fmt(b.median)}, p99 ${fmt(b.p99)} (${b.n} reads)`);
} finally {
  server.child.kill('SIGTERM');
  await once(server.child, 'exit');
  await rm(dataDir, { recursive: true, force: true });
}
