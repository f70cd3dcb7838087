// Mixed traffic against two server processes on one PostgreSQL, as behind a load balancer:
// each virtual user keeps to one process (round robin by user), 100 users in all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchServer, mb, startBenchServer } from '../support/benchServer.ts';
import { formatResults, type Kind, runTraffic, type Step, Target } from '../support/traffic.ts';
import { readCacheVariants } from './readCacheVariants.ts';
import { exportSheet, readItem, readList, saver } from './requests.ts';

/**
 * Users per kind of request: mostly reading, some saving, a few exporting. BENCH_MIX changes it
 * to find what limits the mix, e.g. BENCH_MIX=list=50,item=50,save=0,pdf=0,png=0.
 */
const MIX = mixFrom(process.env.BENCH_MIX, { list: 40, item: 40, save: 10, pdf: 5, png: 5 });
const PROCESSES = 2;

export async function mixedTraffic(seconds: number) {
  const users = Object.values(MIX).reduce((sum, n) => sum + n, 0);
  console.log(
    `\nMixed traffic, ${users} users for ${seconds} s against ${PROCESSES} server processes on one PostgreSQL`,
  );
  if (!process.env.DATABASE_URL) {
    console.log('  skipped: set DATABASE_URL to an empty PostgreSQL database to run it');
    return;
  }
  for (const variant of readCacheVariants()) {
    console.log(`  ${variant.label}:`);
    await mixOnce(seconds, users, variant.env);
  }
}

async function mixOnce(seconds: number, users: number, env: Record<string, string>) {
  // Media are shared through the database's sheet data only: each process has its own
  // MEDIA_DIR here, which is fine because the load test uploads nothing.
  const dirs = await Promise.all(
    Array.from({ length: PROCESSES }, () => mkdtemp(join(tmpdir(), 'pms-bench-mixed-'))),
  );
  const servers: BenchServer[] = [];
  const targets: Target[] = [];
  try {
    for (const dataDir of dirs) servers.push(await startBenchServer({ dataDir, env }));
    for (const server of servers) targets.push(new Target(server.address, users));
    const at = (n: number) => {
      const i = n % PROCESSES;
      return [targets[i] as Target, servers[i] as BenchServer] as const;
    };
    const savers = await Promise.all(
      Array.from({ length: MIX.save }, (_, n) => saver(...at(n), n)),
    );
    const kinds: Kind[] = [
      { name: 'list', users: repeat(MIX.list, (n) => readList(...at(n))) },
      { name: 'item', users: repeat(MIX.item, (n) => readItem(...at(n))) },
      { name: 'save', users: savers.map((user) => user.step) },
      { name: 'export pdf', users: repeat(MIX.pdf, (n) => exportSheet(...at(n), 'pdf')) },
      { name: 'export png', users: repeat(MIX.png, (n) => exportSheet(...at(n), 'png')) },
    ];
    const before = await Promise.all(servers.map((server) => server.rss()));
    const results = await runTraffic(kinds, seconds);
    const after = await Promise.all(servers.map((server) => server.rss()));
    // The run without the read cache must list the same sheets as the one with it.
    await Promise.all(savers.map((user) => user.remove()));
    console.log(formatResults(results));
    const total = results.reduce((sum, r) => sum + r.perSecond, 0);
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    console.log(`  all kinds: ${total.toFixed(0)} req/s, ${errors} errors`);
    servers.forEach((_, i) => {
      console.log(
        `  process ${i + 1}: RSS ${mb(before[i] ?? 0)} at the start, ${mb(after[i] ?? 0)} at the end`,
      );
    });
  } finally {
    await Promise.all(targets.map((target) => target.close()));
    for (const server of servers) await server.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

function mixFrom<K extends string>(text: string | undefined, mix: Record<K, number>) {
  for (const part of (text ?? '').split(',').filter(Boolean)) {
    const [name, count] = part.split('=');
    if (!(name && name in mix) || !/^\d+$/.test(count ?? '')) {
      throw new Error(
        `BENCH_MIX: "${part}" is not one of ${Object.keys(mix).join(', ')} = a count`,
      );
    }
    mix[name as K] = Number(count);
  }
  return mix;
}

function repeat(count: number, make: (n: number) => Step): Step[] {
  return Array.from({ length: count }, (_, n) => make(n));
}
