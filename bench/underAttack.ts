// npm run bench:attack — how fast a server answers everyone else while logged-in users attack
// it with oversized, deeply nested and slow inputs (the scenario of
// apps/server/src/underAttack.test.ts, which checks the refusals). BENCH_ROUNDS rounds (default
// 3) on one warm server on the embedded database; prints each round's probe times and the
// targets: 95 % of answers within 100 ms, none slower than 600 ms. Then sends each attack, and
// each large valid request of heavyRequests.ts, alone, and prints the longest the server's event
// loop waited meanwhile (target 100 ms; BENCH_CASES=word,word picks cases by name). Last, the
// distinct-search attack on the read cache (bench/searchAttack.ts). The server
// renders in one thread per core, as `npm start` does. BENCH_DATABASE=postgres runs it on a new
// database on TEST_DATABASE_URL's server instead of the embedded one. Asserts nothing.
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type AttackCase,
  attackCases,
  describeProbes,
  quantile,
  runAttacks,
  startAttackedServer,
} from '../apps/server/src/test/attackScenario.ts';
import { heavyCases } from '../apps/server/src/test/heavyRequests.ts';
import { runSearchAttack } from './searchAttack.ts';
import { eventLoopProbeEnv, probed } from './support/benchServer.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PICKED = process.env.BENCH_CASES?.split(',').filter(Boolean);
const TARGET_P95_MS = 100;
const TARGET_SLOWEST_MS = 600;
const TARGET_EVENT_LOOP_MS = 100;

const probeFile = join(tmpdir(), `pms-bench-attack-${process.pid}.jsonl`);
let asked = 0;
/** The server's event-loop delay since the last call (the first call starts the window). */
const delay = () => probed(target.server.child.pid ?? 0, probeFile, ++asked);
const database = process.env.BENCH_DATABASE === 'postgres' ? 'postgres' : 'pglite';
const target = await startAttackedServer(
  3,
  { RENDER_THREADS: String(availableParallelism()), ...eventLoopProbeEnv(probeFile) },
  database,
);
try {
  console.log(
    `Under attack on ${database}, ${ROUNDS} rounds (load average ${loadavg()[0]?.toFixed(1)})`,
  );
  for (let round = 1; round <= ROUNDS; round++) {
    const result = await runAttacks(target);
    const p95 = quantile(result.probes, 0.95);
    const slowest = Math.max(...result.probes.map((probe) => probe.ms));
    const refused = result.outcomes.filter((o) => o.status >= 400 && o.status < 500).length;
    console.log(`round ${round}: ${describeProbes(result)}`);
    console.log(
      `  p95 ${p95.toFixed(0)} ms (target ${TARGET_P95_MS}: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}), slowest ${slowest.toFixed(0)} ms (target ${TARGET_SLOWEST_MS}: ${slowest <= TARGET_SLOWEST_MS ? 'met' : 'NOT met'}), ${refused} of ${result.outcomes.length} attacks refused with 4xx, ${result.failures.length} failed probes`,
    );
  }
  await eachAlone([...(await attackCases(target)), ...(await heavyCases(target))]);
  if (!PICKED || PICKED.some((word) => 'distinct searches'.includes(word))) {
    await runSearchAttack(target, delay);
  }
} finally {
  await target.stop();
}

/** Sends each case alone and prints its answer and the server's longest event-loop delay. */
async function eachAlone(cases: AttackCase[]) {
  console.log(`Each alone (load average ${loadavg()[0]?.toFixed(1)}): longest event-loop delay`);
  for (const [name, send] of cases) {
    if (PICKED && !PICKED.some((word) => name.includes(word))) continue;
    // Settle, then start the window: the delay counts only this case.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await delay();
    const started = performance.now();
    const { status } = await send();
    const ms = performance.now() - started;
    const { max, gc } = await delay();
    const met = max <= TARGET_EVENT_LOOP_MS ? 'met' : 'NOT met';
    console.log(
      `  ${name}: ${status} in ${ms.toFixed(0)} ms, event loop held ${max.toFixed(0)} ms (target ${TARGET_EVENT_LOOP_MS}: ${met}; longest GC pause ${gc.maxMs.toFixed(0)} ms)`,
    );
  }
}
