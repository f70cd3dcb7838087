import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import {
  notAHydraError,
  notAPersonsSentence,
  runBadInput,
  statusTally,
  WriteWatch,
} from './badInput.ts';

/**
 * The generated bad-input suite with a fixed seed, so CI repeats the same requests;
 * `npm run fuzz` runs many more with a new seed each time.
 */
const SEED = 20261126;
const REQUESTS = 2000;

describe('generated bad input', () => {
  let demo: DemoApp;
  beforeAll(async () => {
    demo = await demoApp();
  });
  afterAll(async () => {
    await demo?.close();
  });

  it(`answers ${REQUESTS} malformed requests without a 5xx, each refusal in a sentence, writing nothing`, async () => {
    const result = await runBadInput(demo, { seed: SEED, numRuns: REQUESTS });
    console.log(
      `Generated bad input, seed ${SEED}: ${result.requests} requests to ${result.operations} operations in ${(result.ms / 1000).toFixed(1)} s: ${statusTally(result.byStatus)}.`,
    );
    expect(result.requests).toBeGreaterThanOrEqual(REQUESTS);
    // Every operation of the document is among them (anonymous, dealer, region admin, admin).
    expect(result.operations).toBeGreaterThan(60);
    // The suite reaches the routes' own checks, not only the doors in front of them.
    expect(result.byStatus.get(400) ?? 0).toBeGreaterThan(REQUESTS / 5);
    expect(result.byStatus.get(200) ?? 0).toBeGreaterThan(0);
  }, 240_000);

  it('notices a write, and only a write, between its looks', async () => {
    const watch = new WriteWatch(demo);
    await watch.before();
    await demo.app.inject({ url: '/api/categories', headers: await demo.login('admin') });
    expect(await watch.refusedButWrote(true)).toBe(false);
    await watch.before();
    await demo.app.db.execute(
      sql`update categories set name = name where id = (select min(id) from categories)`,
    );
    expect(await watch.refusedButWrote(true)).toBe(true);
  });
});

describe('a Hydra error', () => {
  it('passes a Hydra error and catches a framework body or a missing field', () => {
    const hydra = { '@type': 'hydra:Error', 'hydra:title': 'An error occurred' };
    expect(notAHydraError({ ...hydra, 'hydra:description': 'Please log in.' })).toBeNull();
    expect(
      notAHydraError({ error: 'Request Header Fields Too Large', statusCode: 431 }),
    ).not.toBeNull();
    expect(notAHydraError(hydra)).not.toBeNull();
    expect(notAHydraError('Bad Request')).not.toBeNull();
    expect(notAHydraError(undefined)).not.toBeNull();
  });
});

describe('a sentence for a person', () => {
  it('passes a message worded for a person', () => {
    expect(notAPersonsSentence('name must be text.')).toBeNull();
    expect(notAPersonsSentence('The request body must be a JSON object.')).toBeNull();
    expect(notAPersonsSentence("The JSON-LD context 'undefined' was not found.")).toBeNull();
  });

  it("catches the library's wording and unfinished sentences", () => {
    expect(notAPersonsSentence('Invalid input: expected object, received string')).not.toBeNull();
    expect(
      notAPersonsSentence('name: Too big: expected string to have <=200 characters.'),
    ).not.toBeNull();
    expect(notAPersonsSentence('Unsupported Media Type')).not.toBeNull();
    expect(notAPersonsSentence(' contains a character.')).not.toBeNull();
    expect(notAPersonsSentence(undefined)).not.toBeNull();
  });
});
