// Memory as an administrator sees it: a server that has been running (restarted on a seeded
// database, warmed up), then a burst of exports, then quiet again. The render threads beyond the
// first stop after a minute idle, and each worker's caches are bounded, so RSS should come back.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BenchServer, mb, startBenchServer } from '../support/benchServer.ts';
import { formatResults, runTraffic, Target } from '../support/traffic.ts';
import { exportSheet, readItem, readList } from './requests.ts';

const EXPORTERS = 8;
const SETTLE_SAMPLES_S = [5, 30, 65, 90];

/** Longer than the render pool's idle timeout (60 s). */
const IDLE_S = 65;

async function timed(step: () => Promise<void>): Promise<number> {
  const start = performance.now();
  await step();
  return performance.now() - start;
}

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function warmUp(server: BenchServer, target: Target) {
  for (let i = 0; i < 20; i++) await readItem(target, server)();
  for (let i = 0; i < 20; i++) await readList(target, server)();
  for (let i = 0; i < 3; i++) await exportSheet(target, server, 'pdf')();
  for (let i = 0; i < 3; i++) await exportSheet(target, server, 'png')();
  await sleep(5);
}

export async function memoryAfterBurst(seconds: number) {
  const dataDir = await mkdtemp(join(tmpdir(), 'pms-bench-memory-'));
  try {
    console.log(
      `\nMemory (RSS) of one server process, ${seconds} s export burst of ${EXPORTERS} users`,
    );
    const first = await startBenchServer({ dataDir });
    await sleep(5);
    const what = first.seeded ? 'right after seeding the demo' : 'on a seeded database   ';
    console.log(`  first start, ${what}: ${mb(await first.rss())}`);
    await first.stop();

    const server = await startBenchServer({ dataDir });
    const target = new Target(server.address, EXPORTERS);
    try {
      await sleep(5);
      console.log(`  restarted, before any request:             ${mb(await server.rss())}`);
      await warmUp(server, target);
      console.log(`  after a warm-up (reads, 6 exports):        ${mb(await server.rss())}`);
      // Idle: a server nobody used for a while (the render threads beyond the first stopped).
      await sleep(IDLE_S);
      const idle = await server.rss();
      console.log(`  idle, ${IDLE_S} s after the warm-up:              ${mb(idle)}`);
      const png = exportSheet(target, server, 'png');
      const cold = await timed(png);
      const warm = await timed(png);
      console.log(
        `  the first PNG export after that:           ${cold.toFixed(0)} ms (the next ${warm.toFixed(0)} ms)`,
      );
      const users = Array.from({ length: EXPORTERS }, (_, i) =>
        exportSheet(target, server, i % 2 === 0 ? 'pdf' : 'png'),
      );
      let peak = 0;
      const sampling = setInterval(async () => {
        peak = Math.max(peak, await server.rss());
      }, 1000);
      const [burst] = await runTraffic([{ name: 'pdf+png', users }], seconds);
      clearInterval(sampling);
      if (burst) console.log(formatResults([burst]));
      console.log(`  highest during the burst:                  ${mb(peak)}`);
      let waited = 0;
      for (const at of SETTLE_SAMPLES_S) {
        await sleep(at - waited);
        waited = at;
        const rss = await server.rss();
        const change = ((rss / idle - 1) * 100).toFixed(0);
        console.log(
          `  ${String(at).padStart(3)} s after the burst:                    ${mb(rss)} (${change} % from idle)`,
        );
      }
    } finally {
      await target.close();
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
