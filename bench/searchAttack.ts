// The distinct-search attack on the read cache (issue 39): a dealer keeps hundreds of distinct
// searches warm, so that every change would make the server compute them all again, while an
// admin saves a sheet and a probe asks for /healthz. Part of `npm run bench:attack`; prints the
// admin's save times quiet and attacked and the probe's, against the targets: the attacked
// saves' p95 within 2 times the quiet median, /healthz within 250 ms at p99. Asserts nothing.
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { AttackedServer } from '../apps/server/src/test/attackScenario.ts';
import type { EventLoopDelay } from './support/benchServer.ts';

type Headers = Record<string, string>;

/** How many distinct searches the dealer keeps warm, and on how many connections. */
const SEARCHES = 400;
const CONNECTIONS = 4;
/** Saves in each phase, one every SAVE_PAUSE_MS after the last answered. */
const SAVES = 30;
const SAVE_PAUSE_MS = 100;
export const TARGET_SAVE_FACTOR = 2;
export const TARGET_HEALTH_P99_MS = 250;

/** Cycles through the searches as fast as the server answers, until told to stop. */
const DEALER = `
const { parentPort, workerData } = require('node:worker_threads');
const { address, headers, searches, connections } = workerData;
let running = true;
let reads = 0;
parentPort.on('message', () => { running = false; });
(async () => {
  let next = 0;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (running) {
      const n = next++ % searches;
      const response = await fetch(address + '/api/sheets?itemsPerPage=30&search=offer' + n, { headers });
      await response.arrayBuffer();
      reads += 1;
    }
  }));
  parentPort.postMessage(reads);
})();
`;

/** Asks for /healthz every 20 ms until stopped; answers each probe's time. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
let running = true;
const times = [];
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const started = performance.now();
    await (await fetch(workerData.address + '/healthz')).arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  parentPort.postMessage(times);
})();
`;

function inThread<T>(source: string, workerData: unknown) {
  const worker = new Worker(source, { eval: true, workerData });
  const done = new Promise<T>((resolve) => worker.once('message', resolve));
  return {
    async stop(): Promise<T> {
      worker.postMessage('stop');
      const result = await done;
      await worker.terminate();
      return result;
    },
  };
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

/** What one phase measured: each save's time, each probe's, and the dealer's reads a second. */
interface Phase {
  saves: number[];
  health: number[];
  readsPerSecond: number;
}

/** The admin saves the sheet SAVES times, each a new version, while /healthz is probed. */
async function savePhase(
  address: string,
  admin: Headers,
  sheet: string,
  dealer?: { headers: Headers },
): Promise<Phase> {
  const attacker = dealer
    ? inThread<number>(DEALER, {
        address,
        headers: dealer.headers,
        searches: SEARCHES,
        connections: CONNECTIONS,
      })
    : undefined;
  // Every search read once, and read again within the cache's second: all warm.
  if (attacker) await sleep(3000);
  const prober = inThread<number[]>(PROBER, { address });
  const started = performance.now();
  const saves: number[] = [];
  for (let n = 0; n < SAVES; n++) {
    const current = await fetch(`${address}${sheet}`, { headers: admin });
    const { version } = (await current.json()) as { version: number };
    const before = performance.now();
    const saved = await fetch(`${address}${sheet}`, {
      method: 'PUT',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ version, details: `Saved at ${Date.now()}` }),
    });
    await saved.arrayBuffer();
    if (saved.status !== 200) throw new Error(`the admin's save answered ${saved.status}`);
    saves.push(performance.now() - before);
    await sleep(SAVE_PAUSE_MS);
  }
  const seconds = (performance.now() - started) / 1000;
  const health = await prober.stop();
  const reads = (await attacker?.stop()) ?? 0;
  return { saves, health, readsPerSecond: reads / (seconds + 3) };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;

/**
 * Runs the attack on a server of bench:attack and prints what it measured, with the server's
 * longest event-loop delay while the dealer searched (`delay` starts and ends a window).
 */
export async function runSearchAttack(
  target: AttackedServer,
  delay: () => Promise<EventLoopDelay>,
): Promise<void> {
  const admin = target.auth.admin ?? {};
  const list = JSON.parse(
    (await target.call('/api/sheets?itemsPerPage=100', { headers: admin })).text,
  ) as { 'hydra:member': { '@id': string; name: string }[] };
  const sheet = list['hydra:member'].find((row) => row.name === 'Reference offer sheet');
  if (!sheet) throw new Error('the demo has no reference sheet');

  await savePhase(target.address, admin, sheet['@id']); // warm
  const quiet = await savePhase(target.address, admin, sheet['@id']);
  await delay();
  const attacked = await savePhase(target.address, admin, sheet['@id'], {
    headers: target.auth['dealer.cz'] ?? {},
  });
  const { max } = await delay();
  const quietMedian = quantile(quiet.saves, 0.5);
  const saveP95 = quantile(attacked.saves, 0.95);
  const healthP99 = quantile(attacked.health, 0.99);
  const met = (yes: boolean) => (yes ? 'met' : 'NOT met');
  console.log(
    `Distinct searches: a dealer cycles through ${SEARCHES} searches on ${CONNECTIONS} connections while the admin saves ${SAVES} times`,
  );
  console.log(
    `  quiet:    admin's save median ${ms(quietMedian)}, p95 ${ms(quantile(quiet.saves, 0.95))}; /healthz p99 ${ms(quantile(quiet.health, 0.99))}`,
  );
  console.log(
    `  attacked: admin's save median ${ms(quantile(attacked.saves, 0.5))}, p95 ${ms(saveP95)} (target ${TARGET_SAVE_FACTOR} x quiet median = ${ms(TARGET_SAVE_FACTOR * quietMedian)}: ${met(saveP95 <= TARGET_SAVE_FACTOR * quietMedian)}), slowest ${ms(Math.max(...attacked.saves))}; /healthz p99 ${ms(healthP99)} (target ${TARGET_HEALTH_P99_MS}: ${met(healthP99 <= TARGET_HEALTH_P99_MS)}), slowest ${ms(Math.max(...attacked.health))}; event loop held ${ms(max)} at most; the dealer got ${attacked.readsPerSecond.toFixed(0)} answers a second`,
  );
}
