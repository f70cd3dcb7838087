import { demoApp } from '../test/demoApp.ts';
import { runBadInput, statusTally } from './badInput.ts';
import { runWireCases } from './wireCases.ts';

/**
 * `npm run fuzz`: generated bad input with a new seed (or FUZZ_SEED to repeat a run) and
 * FUZZ_RUNS requests (10,000 unless told). The seed is printed first, so a failing run can be
 * repeated even when the report is lost.
 */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const numRuns = Number(process.env.FUZZ_RUNS ?? 10_000);
// FUZZ_SURVEY=1 lists every kind of failure instead of stopping at the first.
const survey = process.env.FUZZ_SURVEY ? new Map<string, string>() : undefined;
// FUZZ_MESSAGES=1 lists each refusal's message and how often it came, to read them.
const messages = process.env.FUZZ_MESSAGES ? new Map<string, number>() : undefined;
console.log(
  `Generated bad input: seed ${seed}, ${numRuns} requests (FUZZ_SEED=${seed} repeats it).`,
);

const demo = await demoApp();
let failed = false;
try {
  const result = await runBadInput(demo, {
    seed,
    numRuns,
    log: (line) => console.log(line),
    ...(survey ? { survey } : {}),
    ...(messages
      ? {
          onAnswer: ({ status, message }: { status: number; message: string | undefined }) => {
            if (status < 400) return;
            const key = `${status} ${message}`;
            messages.set(key, (messages.get(key) ?? 0) + 1);
          },
        }
      : {}),
  });
  console.log(
    `${result.requests} requests to ${result.operations} operations in ${(result.ms / 1000).toFixed(1)} s: ${statusTally(result.byStatus)}.`,
  );
  // What only a socket can send (broken HTTP, 431, 414, chunked bodies over the limit); the
  // stalled request (408) needs a short REQUEST_TIMEOUT_SECONDS and is left to the test.
  const address = await demo.app.listen({ port: 0, host: '127.0.0.1' });
  const wireFailures = await runWireCases(Number(new URL(address).port), { slow: false });
  for (const failure of wireFailures) console.error(failure);
  if (wireFailures.length > 0) failed = true;
  else console.log('Every answer written before a route runs is a Hydra error in a sentence.');
} catch (error) {
  failed = true;
  console.error(
    error instanceof Error ? (process.env.FUZZ_STACK ? error.stack : error.message) : error,
  );
  // fast-check's report names the request; the broken rule is in its cause.
  if (error instanceof Error && error.cause instanceof Error) console.error(error.cause.message);
} finally {
  for (const [message, count] of [...(messages ?? [])].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`${String(count).padStart(5)}  ${message.slice(0, 300)}`);
  }
  for (const [kind, example] of survey ?? []) {
    failed = true;
    console.log(`${kind}\n    e.g. ${example}`);
  }
  await demo.close();
}
console.log(`Seed ${seed}: ${failed ? 'FAILED' : 'passed'}.`);
process.exitCode = failed ? 1 : 0;
