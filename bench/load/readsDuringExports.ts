// Reading one sheet alone and while 8 users export PNGs without pause, with rendering in the
// worker-thread pool and in the request's own thread, each on a fresh server process.
import { availableParallelism } from 'node:os';
import { mb, startBenchServer } from '../support/benchServer.ts';
import { percentile, runTraffic, Target } from '../support/traffic.ts';
import { exportSheet, readItem } from './requests.ts';

const READS = Number(process.env.BENCH_READS ?? 300);
const EXPORTERS = 8;

async function readTimes(read: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < READS; i++) {
    const start = performance.now();
    await read();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

const line = (times: number[]) =>
  `median ${percentile(times, 0.5).toFixed(1)} ms, p99 ${percentile(times, 0.99).toFixed(1)} ms`;

async function run(threads: number) {
  const server = await startBenchServer({ env: { RENDER_THREADS: String(threads) } });
  const target = new Target(server.address, EXPORTERS + 1);
  try {
    const read = readItem(target, server);
    const png = exportSheet(target, server, 'png');
    for (let i = 0; i < 20; i++) await read();
    for (let i = 0; i < 4; i++) await png();
    const alone = await readTimes(read);
    const done = new AbortController();
    const exporting = runTraffic(
      [{ name: 'png', users: Array.from({ length: EXPORTERS }, () => png) }],
      done.signal,
    );
    await new Promise((resolve) => setTimeout(resolve, 500)); // the exports are under way
    const during = await readTimes(read);
    done.abort();
    const [exports] = await exporting;
    return { alone, during, exports, rss: await server.rss() };
  } finally {
    await target.close();
    await server.stop();
  }
}

export async function readsDuringExports() {
  console.log(
    `\nReading one sheet, ${READS} sequential reads, alone and while ${EXPORTERS} users export PNGs`,
  );
  const modes = [
    [
      `worker-thread pool (${availableParallelism()} threads, one per core)`,
      availableParallelism(),
    ],
    ['rendering in the request thread', 0],
  ] as const;
  for (const [label, threads] of modes) {
    const result = await run(threads);
    console.log(`  ${label}:`);
    console.log(`    alone:            ${line(result.alone)}`);
    console.log(
      `    during exports:   ${line(result.during)} (${result.exports?.perSecond.toFixed(1)} PNG exports/s, ${result.exports?.errors} errors)`,
    );
    console.log(`    RSS after the exports: ${mb(result.rss)}`);
  }
}
