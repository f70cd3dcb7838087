// npm run bench:attack — how fast a server answers everyone else while logged-in users attack
// it with oversized, deeply nested and slow inputs (the scenario of
// apps/server/src/underAttack.test.ts, which checks the refusals). BENCH_ROUNDS rounds (default
// 3) on one warm server on the embedded database; prints each round's probe times and the
// targets: 95 % of answers within 100 ms, none slower than 600 ms. Asserts nothing.
import { loadavg } from 'node:os';
import {
  describeProbes,
  quantile,
  runAttacks,
  startAttackedServer,
} from '../apps/server/src/test/attackScenario.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_P95_MS = 100;
const TARGET_SLOWEST_MS = 600;

const target = await startAttackedServer(3);
try {
  console.log(`Under attack, ${ROUNDS} rounds (load average ${loadavg()[0]?.toFixed(1)})`);
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
} finally {
  await target.stop();
}
