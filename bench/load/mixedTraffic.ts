// Mixed traffic against two server processes on one PostgreSQL, as behind a load balancer:
// each virtual user keeps to one process (round robin by user), 100 users in all.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchServer, mb, startBenchServer } from '../support/benchServer.ts';
import { formatResults, type Kind, runTraffic, type Step, Target } from '../support/traffic.ts';
import { readCacheVariants } from './readCacheVariants.ts';
import { BROWSER_ACCEPT_ENCODING, exportSheet, readItem, readList, saver } from './requests.ts';
import { type WrkLoad, wrkInstalled, wrkKind } from './wrkReads.ts';

/**
 * Users per kind of request: mostly reading, some saving, a few exporting. BENCH_MIX changes it
 * to find what limits the mix, e.g. BENCH_MIX=list=50,item=50,save=0,pdf=0,png=0.
 */
const MIX = countsFrom('BENCH_MIX', { list: 40, item: 40, save: 10, pdf: 5, png: 5 });
/**
 * Milliseconds each user of a kind waits between an answer and their next request: none by
 * default, every user sends at once. BENCH_THINK=save=3000,pdf=10000,png=10000 makes the
 * writers people rather than scripts while the readers stay flat out.
 */
const THINK = countsFrom('BENCH_THINK', { list: 0, item: 0, save: 0, pdf: 0, png: 0 });
const PROCESSES = 2;
/**
 * The same traffic first, not counted: the first seconds measure the processes' start (code
 * compiled on first use, the render threads started and loading fonts), not how they serve.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 20);

/**
 * Whether wrk sends the reads: where it is installed (it leaves the server its CPU), unless
 * BENCH_READS_BY=node compares with the Node generator on the same machine.
 */
function readsByWrk(): boolean {
  const by = process.env.BENCH_READS_BY;
  return by ? by === 'wrk' : wrkInstalled();
}

export async function mixedTraffic(seconds: number) {
  const users = Object.values(MIX).reduce((sum, n) => sum + n, 0);
  console.log(
    `\nMixed traffic, ${users} users for ${seconds} s (after ${WARMUP_SECONDS} s not counted) against ${PROCESSES} server processes on one PostgreSQL`,
  );
  if (!process.env.DATABASE_URL) {
    console.log('  skipped: set DATABASE_URL to an empty PostgreSQL database to run it');
    return;
  }
  const byWrk = readsByWrk();
  if (byWrk && (THINK.list > 0 || THINK.item > 0)) {
    throw new Error('BENCH_THINK: wrk sends reads without pauses; add BENCH_READS_BY=node');
  }
  console.log(
    `  reads sent by ${byWrk ? 'wrk' : 'the Node generator (apt-get install wrk to leave the server its CPU)'}; writes and exports by the Node generator`,
  );
  for (const variant of readCacheVariants()) {
    console.log(`  ${variant.label}:`);
    await mixOnce(seconds, users, variant.env, byWrk);
  }
}

async function mixOnce(
  seconds: number,
  users: number,
  env: Record<string, string>,
  byWrk: boolean,
) {
  // Media are shared through the database's sheet data only: each process has its own
  // MEDIA_DIR here, which is fine because the load test uploads nothing.
  const dirs = await Promise.all(
    Array.from({ length: PROCESSES }, () => mkdtemp(join(tmpdir(), 'pms-bench-mixed-'))),
  );
  const servers: BenchServer[] = [];
  const targets: Target[] = [];
  try {
    for (const dataDir of dirs) {
      servers.push(await startBenchServer({ dataDir, env, probeEventLoop: true }));
    }
    for (const server of servers) targets.push(new Target(server.address, users));
    const at = (n: number) => {
      const i = n % PROCESSES;
      return [targets[i] as Target, servers[i] as BenchServer] as const;
    };
    const savers = await Promise.all(
      Array.from({ length: MIX.save }, (_, n) => saver(...at(n), n)),
    );
    const nodeReads: Kind[] = [
      { name: 'list', users: repeat(MIX.list, (n) => readList(...at(n))), thinkMs: THINK.list },
      { name: 'item', users: repeat(MIX.item, (n) => readItem(...at(n))), thinkMs: THINK.item },
    ];
    const kinds: Kind[] = [
      ...(byWrk ? [] : nodeReads),
      { name: 'save', users: savers.map((user) => user.step), thinkMs: THINK.save },
      {
        name: 'export pdf',
        users: repeat(MIX.pdf, (n) => exportSheet(...at(n), 'pdf')),
        thinkMs: THINK.pdf,
      },
      {
        name: 'export png',
        users: repeat(MIX.png, (n) => exportSheet(...at(n), 'png')),
        thinkMs: THINK.png,
      },
    ];
    const before = await Promise.all(servers.map((server) => server.rss()));
    // As the Node generator's users do, wrk's connections are spread over the processes.
    const loads = (count: number, path: (server: BenchServer) => string): WrkLoad[] =>
      servers
        .map((server, i) => ({
          url: `${server.address}${path(server)}`,
          headers: { ...server.auth, ...BROWSER_ACCEPT_ENCODING },
          connections: Math.floor(count / PROCESSES) + (i < count % PROCESSES ? 1 : 0),
        }))
        .filter((load) => load.connections > 0);
    const wrkReads = (forSeconds: number) =>
      byWrk
        ? [
            wrkKind(
              'list',
              loads(MIX.list, () => '/api/sheets'),
              forSeconds,
            ),
            wrkKind(
              'item',
              loads(MIX.item, (server) => server.reference['@id']),
              forSeconds,
            ),
          ]
        : [];
    const run = async (forSeconds: number) => {
      const [reads, others] = await Promise.all([
        Promise.all(wrkReads(forSeconds)),
        runTraffic(kinds, forSeconds),
      ]);
      return [...reads, ...others];
    };
    if (WARMUP_SECONDS > 0) await run(WARMUP_SECONDS);
    // Counted from here: the warm-up's delays are not the processes serving.
    await Promise.all(servers.map((server) => server.eventLoopDelay()));
    const results = await run(seconds);
    // What a request waits before its process reads it: the tail the reads' p99 cannot go under.
    const waited = await Promise.all(servers.map((server) => server.eventLoopDelay()));
    const after = await Promise.all(servers.map((server) => server.rss()));
    // The run without the read cache must list the same sheets as the one with it.
    await Promise.all(savers.map((user) => user.remove()));
    console.log(formatResults(results));
    const total = results.reduce((sum, r) => sum + r.perSecond, 0);
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    console.log(`  all kinds: ${total.toFixed(0)} req/s, ${errors} errors`);
    servers.forEach((_, i) => {
      const loop = waited[i];
      console.log(
        `  process ${i + 1}: RSS ${mb(before[i] ?? 0)} at the start, ${mb(after[i] ?? 0)} at the end; event loop waited p50 ${loop?.p50} ms, p99 ${loop?.p99} ms, at most ${loop?.max} ms`,
      );
      if (loop) {
        const { gc } = loop;
        console.log(
          `    garbage collection: ${gc.minorCount} scavenges (${gc.minorMs} ms), ${gc.majorCount} other pauses (${gc.majorMs} ms), longest ${gc.maxMs} ms`,
        );
      }
    });
  } finally {
    await Promise.all(targets.map((target) => target.close()));
    for (const server of servers) await server.stop();
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

/** A count per kind from an environment variable such as `list=50,save=0`, over the defaults. */
function countsFrom<K extends string>(variable: string, mix: Record<K, number>) {
  for (const part of (process.env[variable] ?? '').split(',').filter(Boolean)) {
    const [name, count] = part.split('=');
    if (!(name && name in mix) || !/^\d+$/.test(count ?? '')) {
      throw new Error(
        `${variable}: "${part}" is not one of ${Object.keys(mix).join(', ')} = a count`,
      );
    }
    mix[name as K] = Number(count);
  }
  return mix;
}

function repeat(count: number, make: (n: number) => Step): Step[] {
  return Array.from({ length: count }, (_, n) => make(n));
}
