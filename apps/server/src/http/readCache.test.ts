import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Encoding } from './answerEncodings.ts';
import { ReadCache } from './readCache.ts';

function setUp(options: Partial<{ maxAgeMs: number; maxBytes: number }> = {}) {
  let now = 0;
  const cache = new ReadCache({
    maxAgeMs: options.maxAgeMs ?? 1000,
    maxBytes: options.maxBytes ?? 10_000,
    now: () => now,
  });
  cache.listening(true);
  let computed = 0;
  const read = async (key: string, value: unknown = { key, n: computed + 1 }) =>
    String(
      (
        await cache.answer(key, async () => {
          computed += 1;
          return value;
        })
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
        encoding,
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
    const answer = await cache.answer('k', async () => value, 'gzip');
    expect(answer.encoding).toBe('gzip');
    expect(String(gunzipSync(answer.body))).toBe(JSON.stringify(value));
    expect(cache.size).toBe(0);
  });

  it('sends a small answer as it is, whatever is accepted', async () => {
    const { cache } = setUp();
    const answer = await cache.answer('k', async () => ({ small: true }), 'br');
    expect(answer).toEqual({ body: Buffer.from('{"small":true}') });
  });

  it('counts the compressed copies in its size', async () => {
    const { cache } = setUp({ maxBytes: 16_000 });
    // Random letters compress to about three quarters: 1,500 bytes and about 1,150 gzipped.
    const letters = randomBytes(1100).toString('base64');
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      await cache.answer(key, async () => `${key}${letters}`, 'gzip');
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
