import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AttackedServer,
  describeProbes,
  runAttacks,
  startAttackedServer,
} from './test/attackScenario.ts';

/**
 * No answer to anyone else waits this long while the attacks run. Before the limits a single
 * attack held the event loop for 38 s; with them the slowest probe is a few hundred ms (see
 * `npm run bench:attack`, which measures it against its targets: the time is the bench's
 * business, this bound only catches a stall coming back, also on a busy CI machine).
 */
const STALL_MS = 5_000;
/** How much the server's memory may grow over its warm, idle size while under attack. */
const RSS_GROWTH_LIMIT = 300 * 1024 * 1024;
const REQUEST_TIMEOUT_SECONDS = 3;

describe('a server under attack by logged-in users', () => {
  let target: AttackedServer;

  beforeAll(async () => {
    target = await startAttackedServer(REQUEST_TIMEOUT_SECONDS);
  }, 180_000);

  afterAll(async () => {
    await target?.stop();
  });

  it('refuses each attack with a message, keeps answering everyone else, and bounds memory', async () => {
    const result = await runAttacks(target);
    const { outcomes, stalled, probes, failures, idle, peak } = result;
    console.info(
      `under attack: ${describeProbes(result)}`,
      outcomes.map((o) => `${o.status} in ${o.ms} ms, ${o.name}: ${o.message}`),
      stalled.map((stall) => `stalled ${stall.openMs} ms: ${stall.answer.split('\r\n')[0]}`),
    );
    expect(failures).toEqual([]);
    for (const outcome of outcomes) {
      // Refused by its Content-Length, a body may still be on its way when the server answers
      // and closes: the client then sees the connection reset instead of the 413 (the 413's
      // wording is checked with the stalled login below).
      if (outcome.status === 0 && outcome.name.includes('12 million')) {
        expect(outcome.message).toMatch(/EPIPE|ECONNRESET/);
        continue;
      }
      expect(outcome.status, `${outcome.name}: ${outcome.message}`).toBeGreaterThanOrEqual(400);
      expect(outcome.status, `${outcome.name}: ${outcome.message}`).toBeLessThan(500);
      // A sentence for a person: not empty, not a stack trace, not a library's wording.
      expect(outcome.message, outcome.name).toMatch(/^\S[^\n]{10,400}[.)]$/);
    }
    // A body larger than any login is refused before it arrives...
    expect(stalled[0]?.answer).toMatch(/^HTTP\/1.1 413/);
    expect(stalled[0]?.answer).toContain('The request is too large: at most 1 MB.');
    // ...and one that stops arriving is cut off once REQUEST_TIMEOUT_SECONDS have passed (not
    // before; the upper bound leaves a busy machine room, and catches a timeout that never fires).
    expect(stalled[1]?.openMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_SECONDS * 1000 - 100);
    expect(stalled[1]?.openMs).toBeLessThan((REQUEST_TIMEOUT_SECONDS + 5) * 1000);
    // Everyone else kept being answered, all along.
    expect(probes.length).toBeGreaterThan(10);
    expect(Math.max(...probes.map((probe) => probe.ms))).toBeLessThan(STALL_MS);
    expect(peak - idle).toBeLessThan(RSS_GROWTH_LIMIT);
    expect((await target.call('/healthz')).status).toBe(200);
  }, 120_000);
});
