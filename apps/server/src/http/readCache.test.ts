import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Encoding } from './answerEncodings.ts';
import { ReadCache, STALE_AT_MOST_MS } from './readCache.ts';

function setUp(options: Partial<{ maxAgeMs: number; maxBytes: number }> = {}) {
  let now = 0;
  const cache = new ReadCache({
    maxAgeMs: options.maxAgeMs ?? 1000,
    maxBytes: options.maxBytes ?? 10_000,
    now: () => now,
  });
  cache.listening(true);
  let computed = 0;
  const read = async (
    key: string,
    value: unknown = { key, n: computed + 1 },
    tables?: readonly string[],
  ) =>
    String(
      (
        await cache.answer(
          key,
          async () => {
            computed += 1;
            return value;
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
    cache.changed();
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

  it('drops only the answers read from a changed table, and every answer when none is named', async () => {
    const { cache, read, computed } = setUp();
    const sheets = ['sheets', 'users'];
    await read('list', undefined, sheets);
    await read('copies', undefined, ['regional_sheets', 'users']);
    await read('anything');
    cache.changed('export_records');
    await read('list', undefined, sheets);
    await read('copies', undefined, ['regional_sheets', 'users']);
    expect(computed()).toBe(3);
    // An answer that names no tables may be read from any of them.
    expect(await read('anything')).toBe('{"key":"anything","n":4}');
    cache.changed('sheets');
    expect(await read('list', undefined, sheets)).toBe('{"key":"list","n":5}');
    await read('copies', undefined, ['regional_sheets', 'users']);
    expect(computed()).toBe(5);
    cache.changed();
    await read('copies', undefined, ['regional_sheets', 'users']);
    expect(computed()).toBe(6);
  });

  it('keeps an answer computed while another table changed, not one whose table changed', async () => {
    const { cache, read, computed } = setUp();
    const slowRead = (key: string) => {
      let release = () => {};
      const answer = cache.answer(
        key,
        async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return { key, slow: true };
        },
        { tables: ['sheets'] },
      );
      return { answer, release: () => release() };
    };
    const unrelated = slowRead('kept');
    await Promise.resolve();
    cache.changed('export_records');
    unrelated.release();
    await unrelated.answer;
    expect(await read('kept', 'computed again', ['sheets'])).toBe('{"key":"kept","slow":true}');

    const related = slowRead('dropped');
    await Promise.resolve();
    cache.changed('sheets');
    related.release();
    expect(String((await related.answer).body)).toBe('{"key":"dropped","slow":true}');
    expect(await read('dropped', 'computed again', ['sheets'])).toBe('"computed again"');
    expect(computed()).toBe(1);
  });

  describe('after a change committed elsewhere', () => {
    /** Reads `key` from `sheets`, computing `value` when the returned release is called. */
    const held = (cache: ReadCache, key: string, value: unknown) => {
      let release = () => {};
      const computing = new Promise<void>((resolve) => {
        release = resolve;
      });
      let computations = 0;
      const read = async () =>
        String(
          (
            await cache.answer(
              key,
              async () => {
                computations += 1;
                await computing;
                return value;
              },
              { tables: ['sheets'] },
            )
          ).body,
        );
      return { read, release: () => release(), computations: () => computations };
    };
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('hands out the answer from before while one reader computes it again', async () => {
      const { cache, read } = setUp();
      expect(await read('k', 'before', ['sheets'])).toBe('"before"');
      cache.changedElsewhere('sheets');
      const after = held(cache, 'k', 'after');
      expect(await after.read()).toBe('"before"');
      expect(await after.read()).toBe('"before"');
      expect(after.computations()).toBe(1);
      after.release();
      await settle();
      expect(await after.read()).toBe('"after"');
      expect(after.computations()).toBe(1);
    });

    it(`waits for the new answer once the change is ${STALE_AT_MOST_MS} ms old`, async () => {
      const { cache, read, advance } = setUp();
      await read('k', 'before', ['sheets']);
      cache.changedElsewhere('sheets');
      advance(STALE_AT_MOST_MS + 1);
      expect(await read('k', 'after', ['sheets'])).toBe('"after"');
    });

    it('leaves answers from other tables as they are', async () => {
      const { cache, read, computed } = setUp();
      await read('k', 'copies', ['regional_sheets']);
      cache.changedElsewhere('sheets');
      expect(await read('k', 'computed again', ['regional_sheets'])).toBe('"copies"');
      await settle();
      expect(await read('k', 'computed again', ['regional_sheets'])).toBe('"copies"');
      expect(computed()).toBe(1);
    });

    it('drops the answer from before when a write through this process comes meanwhile', async () => {
      const { cache, read } = setUp();
      await read('k', 'before', ['sheets']);
      cache.changedElsewhere('sheets');
      const refresh = held(cache, 'k', 'computed before the write');
      expect(await refresh.read()).toBe('"before"');
      cache.changed('sheets');
      refresh.release();
      await settle();
      expect(await read('k', 'after the write', ['sheets'])).toBe('"after the write"');
    });

    it('keeps an answer computed while another change was heard, as old, and computes again', async () => {
      const { cache, read, computed } = setUp();
      await read('k', 'first', ['sheets']);
      cache.changedElsewhere('sheets');
      const refresh = held(cache, 'k', 'second');
      await refresh.read();
      cache.changedElsewhere('sheets');
      refresh.release();
      await settle();
      expect(await read('k', 'third', ['sheets'])).toBe('"second"');
      await settle();
      expect(await read('k', 'fourth', ['sheets'])).toBe('"third"');
      expect(computed()).toBe(2);
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

    cache.changed();
    value.rows[0] = { n: 0, name: 'Renamed' };
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
