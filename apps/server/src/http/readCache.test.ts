import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Encoding } from './answerEncodings.ts';
import {
  COMPUTING_PER_USER,
  NEW_ANSWERS_BURST,
  NEW_ANSWERS_PER_SECOND,
  RECENTLY_READ_MS,
  RECOMPUTE_GAP_MS,
  RECOMPUTED_PER_CHANGE,
  RECOMPUTED_PER_USER,
  RECOMPUTING_AT_ONCE,
  ReadCache,
  STALE_AT_MOST_MS,
} from './readCache.ts';

/**
 * A cache on a clock of its own, where computations follow each other without a gap and new
 * answers are not paced, unless `newAnswers` says so.
 */
function setUp(
  options: Partial<{
    maxAgeMs: number;
    maxBytes: number;
    newAnswers: { perSecond: number; burst: number };
  }> = {},
) {
  let now = 0;
  const cache = new ReadCache({
    maxAgeMs: options.maxAgeMs ?? 1000,
    maxBytes: options.maxBytes ?? 10_000,
    recomputeGapMs: 0,
    newAnswers: options.newAnswers ?? { perSecond: 1e9, burst: 1e9 },
    now: () => now,
  });
  cache.listening(true);
  let computed = 0;
  /** Reads `key`: `value`, or else the key and the how-manieth computation this is. */
  const read = async (key: string, value?: unknown, tables?: readonly string[]) =>
    String(
      (
        await cache.answer(
          key,
          async () => {
            computed += 1;
            return value === undefined ? { key, n: computed } : value;
          },
          { tables },
        )
      ).body,
    );
  return {
    cache,
    read,
    computed: () => computed,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('ReadCache', () => {
  it('answers a read again without computing it until something changes', async () => {
    const { cache, read, computed } = setUp();
    expect(await read('a')).toBe('{"key":"a","n":1}');
    expect(await read('a')).toBe('{"key":"a","n":1}');
    expect(computed()).toBe(1);
    await cache.changed();
    expect(await read('a')).toBe('{"key":"a","n":2}');
    expect(computed()).toBe(2);
  });

  it('keeps answers apart by key', async () => {
    const { read, computed } = setUp();
    expect(await read('dealer /api/sheets')).toContain('dealer');
    expect(await read('admin /api/sheets')).toContain('admin');
    expect(computed()).toBe(2);
  });

  it('lets readers who arrive during a computation wait for it instead of computing again', async () => {
    const { cache } = setUp();
    let release = () => {};
    let computations = 0;
    const slow = () =>
      cache.answer('k', async () => {
        computations += 1;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return { slow: true };
      });
    const answers = Promise.all([slow(), slow(), slow()]);
    await Promise.resolve();
    release();
    expect((await answers).map((answer) => String(answer.body))).toEqual([
      '{"slow":true}',
      '{"slow":true}',
      '{"slow":true}',
    ]);
    expect(computations).toBe(1);
  });

  it('hands out but does not keep an answer computed while something changed', async () => {
    const { cache, read, computed } = setUp();
    let release = () => {};
    const during = cache.answer('k', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { before: 'change' };
    });
    await Promise.resolve();
    cache.changed();
    release();
    expect(String((await during).body)).toBe('{"before":"change"}');
    expect(cache.size).toBe(0);
    expect(await read('k', { after: 'change' })).toBe('{"after":"change"}');
    expect(computed()).toBe(1);
  });

  it('computes again only the answers read from a changed table, and every answer when none is named', async () => {
    const { cache, read, computed } = setUp();
    const list = () => read('list', undefined, ['sheets', 'users']);
    const copies = () => read('copies', undefined, ['regional_sheets', 'users']);
    await list();
    await copies();
    await read('anything');
    await cache.changed('export_records');
    // An answer that names no tables may be read from any of them.
    expect(computed()).toBe(4);
    expect(await read('anything')).toBe('{"key":"anything","n":4}');
    expect(await list()).toBe('{"key":"list","n":1}');
    await cache.changed('sheets');
    expect(computed()).toBe(6);
    expect(await list()).toMatch(/"n":[56]/);
    expect(await copies()).toBe('{"key":"copies","n":2}');
    await cache.changed();
    expect(computed()).toBe(9);
  });

  describe('after a change', () => {
    /**
     * An answer read from `sheets`; while held, its computations wait for `release`.
     * `changedTo` reads it once, then lets the database hold `next` with computations held.
     */
    const source = (cache: ReadCache) => {
      let value = 'before';
      let computations = 0;
      let gate: Promise<void> | undefined;
      let open = () => {};
      const read = async () =>
        String(
          (
            await cache.answer(
              'k',
              async () => {
                computations += 1;
                // What the database holds when the query runs.
                const read = value;
                await gate;
                return read;
              },
              { tables: ['sheets'] },
            )
          ).body,
        );
      const set = (next: string) => {
        value = next;
      };
      const hold = () => {
        gate = new Promise((resolve) => {
          open = resolve;
        });
      };
      return {
        read,
        set,
        changedTo: async (next: string) => {
          expect(await read()).toBe(`"${value}"`);
          set(next);
          hold();
        },
        release: () => {
          open();
          gate = undefined;
        },
        computations: () => computations,
      };
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('computes a recently read answer again at once, handing out the one from before meanwhile', async () => {
      const { cache } = setUp();
      const k = source(cache);
      await k.changedTo('after');
      cache.changedElsewhere('sheets');
      expect(k.computations()).toBe(2);
      expect(await k.read()).toBe('"before"');
      expect(await k.read()).toBe('"before"');
      expect(k.computations()).toBe(2);
      k.release();
      await settle();
      expect(await k.read()).toBe('"after"');
      expect(k.computations()).toBe(2);
    });

    it(`makes readers wait for the new answer once the change is ${STALE_AT_MOST_MS} ms old`, async () => {
      const { cache, advance } = setUp();
      const k = source(cache);
      await k.changedTo('after');
      cache.changedElsewhere('sheets');
      advance(STALE_AT_MOST_MS + 1);
      let answered = false;
      const waiting = k.read().then((answer) => {
        answered = true;
        return answer;
      });
      await settle();
      expect(answered).toBe(false);
      k.release();
      expect(await waiting).toBe('"after"');
      expect(k.computations()).toBe(2);
    });

    it("lets a write's answer leave once its sender would read what they wrote", async () => {
      const { cache } = setUp();
      const k = source(cache);
      await k.changedTo('written');
      let written = false;
      const write = cache.changed('sheets').then(() => {
        written = true;
      });
      // Someone reading while the write is not done yet.
      expect(await k.read()).toBe('"before"');
      await settle();
      expect(written).toBe(false);
      k.release();
      await write;
      expect(await k.read()).toBe('"written"');
    });

    it('keeps the answer of the latest change when computations overlap', async () => {
      const { cache } = setUp();
      const k = source(cache);
      await k.changedTo('first write');
      cache.changedElsewhere('sheets');
      k.set('second write');
      const write = cache.changed('sheets');
      k.release();
      await write;
      expect(await k.read()).toBe('"second write"');
      expect(k.computations()).toBe(3);
    });

    it('computes once more for every change during a computation, not once per change', async () => {
      const { cache } = setUp();
      const k = source(cache);
      await k.changedTo('first write');
      cache.changedElsewhere('sheets');
      k.set('second write');
      cache.changedElsewhere('sheets');
      k.set('third write');
      const write = cache.changed('sheets');
      expect(k.computations()).toBe(2);
      k.release();
      await write;
      expect(k.computations()).toBe(3);
      expect(await k.read()).toBe('"third write"');
    });

    it(`begins computations of one answer at least ${RECOMPUTE_GAP_MS} ms apart`, async () => {
      const cache = new ReadCache({ maxAgeMs: 60_000, maxBytes: 10_000 });
      cache.listening(true);
      const began: number[] = [];
      const read = async () =>
        String(
          (
            await cache.answer(
              'k',
              async () => {
                began.push(performance.now());
                return began.length;
              },
              { tables: ['sheets'] },
            )
          ).body,
        );
      expect(await read()).toBe('1');
      // Each write's answer waits for the computation after it, gap included.
      await cache.changed('sheets');
      expect(await read()).toBe('2');
      await cache.changed('sheets');
      expect(await read()).toBe('3');
      const [first = 0, second = 0, third = 0] = began;
      expect(second - first).toBeGreaterThanOrEqual(RECOMPUTE_GAP_MS);
      expect(third - second).toBeGreaterThanOrEqual(RECOMPUTE_GAP_MS);
      cache.close();
    });

    it('drops answers not read recently instead of computing them again', async () => {
      const { cache, read, computed, advance } = setUp();
      await read('k', undefined, ['sheets']);
      advance(RECENTLY_READ_MS + 1);
      await cache.changed('sheets');
      expect(cache.size).toBe(0);
      expect(computed()).toBe(1);
    });

    it('drops the answer from before when computing it again fails', async () => {
      const { cache } = setUp();
      let failing = false;
      const read = () =>
        cache.answer(
          'k',
          async () => {
            if (failing) throw new Error('database gone');
            return 'before';
          },
          { tables: ['sheets'] },
        );
      await read();
      failing = true;
      await cache.changed('sheets');
      expect(cache.size).toBe(0);
      await expect(read()).rejects.toThrow('database gone');
    });

    /**
     * Answers read from `sheets` for several users; while a user is held, their computations
     * wait until released. Counts the computations begun per user.
     */
    const users = (cache: ReadCache) => {
      const begun = new Map<string, number>();
      const gates = new Map<string, { held: Promise<void>; open: () => void }>();
      const read = async (owner: string, search: string) =>
        String(
          (
            await cache.answer(
              `${owner} /api/sheets?search=${search}`,
              async () => {
                begun.set(owner, (begun.get(owner) ?? 0) + 1);
                await gates.get(owner)?.held;
                return `${owner} ${search}`;
              },
              { tables: ['sheets'], owner },
            )
          ).body,
        );
      return {
        read,
        begun: (owner: string) => begun.get(owner) ?? 0,
        hold: (owner: string) => {
          let open = () => {};
          const held = new Promise<void>((resolve) => {
            open = resolve;
          });
          gates.set(owner, { held, open });
        },
        release: (owner: string) => {
          gates.get(owner)?.open();
          gates.delete(owner);
        },
      };
    };

    it("lets a write's answer leave once its sender's answers are computed, not everyone's", async () => {
      const { cache } = setUp();
      const u = users(cache);
      await u.read('admin', 'a');
      await u.read('dealer', 'a');
      u.hold('admin');
      u.hold('dealer');
      let written = false;
      const write = cache.changed('sheets', 'admin').then(() => {
        written = true;
      });
      expect(u.begun('admin')).toBe(2);
      expect(u.begun('dealer')).toBe(2);
      await settle();
      expect(written).toBe(false);
      u.release('admin');
      // The dealer's computation is still held: the admin's write does not wait for it.
      await write;
      expect(written).toBe(true);
      expect(await u.read('admin', 'a')).toBe('"admin a"');
      u.release('dealer');
    });

    it("hands nobody an answer from before a write once the write's answer has left", async () => {
      const { cache } = setUp();
      const u = users(cache);
      await u.read('admin', 'a');
      await u.read('dealer', 'a');
      u.hold('dealer');
      await cache.changed('sheets', 'admin');
      let answered = false;
      const dealer = u.read('dealer', 'a').then((answer) => {
        answered = true;
        return answer;
      });
      await settle();
      expect(answered).toBe(false);
      u.release('dealer');
      expect(await dealer).toBe('"dealer a"');
      expect(u.begun('dealer')).toBe(2);
    });

    it(`computes again at most ${RECOMPUTED_PER_USER} answers a user, the most recently read`, async () => {
      const { cache, advance } = setUp({ maxBytes: 1_000_000 });
      const u = users(cache);
      for (let n = 0; n < 400; n++) {
        await u.read('dealer', `search ${n}`);
        advance(1);
      }
      await u.read('admin', 'list');
      const before = cache.recomputations;
      await cache.changed('sheets', 'admin');
      for (let n = 0; n < 20; n++) await settle();
      // The dealer's 400 warm searches cost a save no more than anyone's few reads.
      expect(u.begun('dealer')).toBe(400 + RECOMPUTED_PER_USER);
      expect(u.begun('admin')).toBe(2);
      expect(cache.recomputations - before).toBe(RECOMPUTED_PER_USER + 1);
      expect(cache.size).toBe(RECOMPUTED_PER_USER + 1);
      // The most recent were kept; the others are computed when next read.
      expect(await u.read('dealer', 'search 399')).toBe('"dealer search 399"');
      expect(u.begun('dealer')).toBe(400 + RECOMPUTED_PER_USER);
      expect(await u.read('dealer', 'search 0')).toBe('"dealer search 0"');
      expect(u.begun('dealer')).toBe(400 + RECOMPUTED_PER_USER + 1);
    });

    it(`computes again at most ${RECOMPUTED_PER_CHANGE} answers in all`, async () => {
      const { cache } = setUp({ maxBytes: 1_000_000 });
      const u = users(cache);
      for (let n = 0; n < 100; n++) await u.read(`user ${n}`, 'list');
      const before = cache.recomputations;
      cache.changedElsewhere('sheets');
      for (let n = 0; n < 40; n++) await settle();
      expect(cache.recomputations - before).toBe(RECOMPUTED_PER_CHANGE);
      expect(cache.size).toBe(RECOMPUTED_PER_CHANGE);
    });

    it(`computes other users' answers ${RECOMPUTING_AT_ONCE} at a time`, async () => {
      const { cache } = setUp();
      const u = users(cache);
      for (let n = 0; n < 12; n++) await u.read(`dealer ${n}`, 'a');
      for (let n = 0; n < 12; n++) u.hold(`dealer ${n}`);
      cache.changedElsewhere('sheets');
      const begun = () => Array.from({ length: 12 }, (_, n) => u.begun(`dealer ${n}`) - 1);
      expect(begun().reduce((sum, n) => sum + n, 0)).toBe(RECOMPUTING_AT_ONCE);
      for (let n = 0; n < 12; n++) u.release(`dealer ${n}`);
      for (let n = 0; n < 20; n++) await settle();
      expect(begun()).toEqual(Array.from({ length: 12 }, () => 1));
      // Readers got the answers from before meanwhile, and now the new ones, without computing.
      expect(await u.read('dealer 11', 'a')).toBe('"dealer 11 a"');
      expect(u.begun('dealer 11')).toBe(2);
    });

    it(`computes at most ${COMPUTING_PER_USER} answers at once for one user, whatever they send`, async () => {
      const { cache } = setUp({ maxBytes: 1_000_000 });
      const u = users(cache);
      u.hold('dealer');
      const searches = Array.from({ length: 10 }, (_, n) => u.read('dealer', `search ${n}`));
      await settle();
      expect(u.begun('dealer')).toBe(COMPUTING_PER_USER);
      // Someone else is not kept waiting by the dealer's turns.
      expect(await u.read('admin', 'list')).toBe('"admin list"');
      u.release('dealer');
      expect(await Promise.all(searches)).toEqual(
        Array.from({ length: 10 }, (_, n) => `"dealer search ${n}"`),
      );
      expect(u.begun('dealer')).toBe(10);
    });

    it(`lets a user's reads begin ${NEW_ANSWERS_PER_SECOND} new answers a second after a burst of ${NEW_ANSWERS_BURST}`, async () => {
      const { cache, advance } = setUp({
        maxBytes: 1_000_000,
        newAnswers: { perSecond: NEW_ANSWERS_PER_SECOND, burst: NEW_ANSWERS_BURST },
      });
      const u = users(cache);
      for (let n = 0; n < NEW_ANSWERS_BURST; n++) await u.read('dealer', `search ${n}`);
      let answered = false;
      const next = u.read('dealer', 'one more').then((answer) => {
        answered = true;
        return answer;
      });
      // Kept answers and other users are not paced.
      expect(await u.read('dealer', 'search 0')).toBe('"dealer search 0"');
      expect(await u.read('admin', 'list')).toBe('"admin list"');
      await settle();
      expect(answered).toBe(false);
      expect(u.begun('dealer')).toBe(NEW_ANSWERS_BURST);
      advance(1000 / NEW_ANSWERS_PER_SECOND);
      // The wait is a timer of at least a millisecond, on top of the cache's own clock.
      expect(await next).toBe('"dealer one more"');
      expect(u.begun('dealer')).toBe(NEW_ANSWERS_BURST + 1);
    });

    it('leaves answers read from other tables as they are', async () => {
      const { cache, read, computed } = setUp();
      await read('k', undefined, ['regional_sheets']);
      cache.changedElsewhere('sheets');
      await settle();
      expect(await read('k', undefined, ['regional_sheets'])).toBe('{"key":"k","n":1}');
      expect(computed()).toBe(1);
    });
  });

  it('does not keep failures', async () => {
    const { cache, read } = setUp();
    await expect(
      cache.answer('k', async () => {
        throw new Error('not found');
      }),
    ).rejects.toThrow('not found');
    expect(await read('k', 'found')).toBe('"found"');
  });

  it('keeps an answer at most maxAgeMs', async () => {
    const { read, computed, advance } = setUp({ maxAgeMs: 1000 });
    await read('a');
    advance(999);
    await read('a');
    expect(computed()).toBe(1);
    advance(1);
    await read('a');
    expect(computed()).toBe(2);
  });

  it('keeps nothing while changes may go unheard, and starts afresh when heard again', async () => {
    const { cache, read, computed } = setUp();
    await read('a');
    cache.listening(false);
    expect(cache.size).toBe(0);
    await read('a');
    await read('a');
    expect(computed()).toBe(3);
    cache.listening(true);
    await read('a');
    await read('a');
    expect(computed()).toBe(4);
  });

  it('keeps an answer compressed once in each encoding asked for', async () => {
    const { cache } = setUp({ maxBytes: 100_000 });
    let computations = 0;
    const value = { rows: Array.from({ length: 60 }, (_, n) => ({ n, name: `Sheet ${n}` })) };
    const read = (encoding?: Encoding) =>
      cache.answer(
        'k',
        async () => {
          computations += 1;
          return value;
        },
        { encoding },
      );
    const plain = await read();
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const gzipped = await read('gzip');
    expect(gzipped.encoding).toBe('gzip');
    expect(String(gunzipSync(gzipped.body))).toBe(JSON.stringify(value));
    expect((await read('gzip')).body).toBe(gzipped.body);
    const brotli = await read('br');
    expect(String(brotliDecompressSync(brotli.body))).toBe(JSON.stringify(value));
    expect(computations).toBe(1);

    value.rows[0] = { n: 0, name: 'Renamed' };
    await cache.changed();
    const fresh = await read('gzip');
    expect(String(gunzipSync(fresh.body))).toContain('Renamed');
    expect(computations).toBe(2);
  });

  it('compresses an answer it does not keep as well', async () => {
    const { cache } = setUp({ maxAgeMs: 0 });
    const value = 'x'.repeat(2000);
    const answer = await cache.answer('k', async () => value, { encoding: 'gzip' });
    expect(answer.encoding).toBe('gzip');
    expect(String(gunzipSync(answer.body))).toBe(JSON.stringify(value));
    expect(cache.size).toBe(0);
  });

  it('sends a small answer as it is, whatever is accepted', async () => {
    const { cache } = setUp();
    const answer = await cache.answer('k', async () => ({ small: true }), { encoding: 'br' });
    expect(answer).toEqual({ body: Buffer.from('{"small":true}') });
  });

  it('counts the compressed copies in its size', async () => {
    const { cache } = setUp({ maxBytes: 16_000 });
    // Random letters compress to about three quarters: 1,500 bytes and about 1,150 gzipped.
    const letters = randomBytes(1100).toString('base64');
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      await cache.answer(key, async () => `${key}${letters}`, { encoding: 'gzip' });
    }
    // Without the copies all eight (12,000 bytes) would fit in 16,000.
    expect(cache.size).toBe(6);
    cache.close();
  });

  it('compresses an answer computed again as its readers asked before handing it out', async () => {
    const { cache } = setUp({ maxBytes: 100_000 });
    const letters = randomBytes(1100).toString('base64');
    let version = 'a';
    const read = () =>
      cache.answer('k', async () => `${version}${letters}`, {
        encoding: 'gzip',
        tables: ['sheets'],
      });
    await read();
    // 1,470 bytes of JSON and about 1,150 gzipped.
    expect(cache.bytes).toBeGreaterThan(2_400);
    version = 'b';
    await cache.changed('sheets');
    expect(cache.bytes).toBeGreaterThan(2_400);
    const answer = await read();
    expect(answer.encoding).toBe('gzip');
    expect(gunzipSync(answer.body).toString()).toBe(`"b${letters}"`);
    cache.close();
  });

  it('is off with a maximum age of 0', async () => {
    const { read, computed } = setUp({ maxAgeMs: 0 });
    await read('a');
    await read('a');
    expect(computed()).toBe(2);
  });

  it('stays within its size, letting the oldest answers go first', async () => {
    const { cache, read, computed } = setUp({ maxBytes: 800 });
    const body = 'x'.repeat(90); // 92 characters of JSON, under an eighth of 800
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']) await read(key, body);
    expect(cache.size).toBe(8);
    await read('b', body);
    await read('a', body);
    expect(computed()).toBe(10);
    // Larger than an eighth of the whole: handed out, never kept.
    await read('big', 'y'.repeat(200));
    await read('big', 'y'.repeat(200));
    expect(computed()).toBe(12);
    // 52 characters but 102 bytes of UTF-8: more than an eighth.
    await read('umlauts', 'ä'.repeat(50));
    await read('umlauts', 'ä'.repeat(50));
    expect(computed()).toBe(14);
    cache.close();
  });
});
