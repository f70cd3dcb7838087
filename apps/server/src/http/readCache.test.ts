import { describe, expect, it } from 'vitest';
import { ReadCache } from './readCache.ts';

function setUp(options: Partial<{ maxAgeMs: number; maxChars: number }> = {}) {
  let now = 0;
  const cache = new ReadCache({
    maxAgeMs: options.maxAgeMs ?? 1000,
    maxChars: options.maxChars ?? 10_000,
    now: () => now,
  });
  cache.listening(true);
  let computed = 0;
  const read = (key: string, value: unknown = { key, n: computed + 1 }) =>
    cache.answer(key, async () => {
      computed += 1;
      return value;
    });
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
    expect(await answers).toEqual(['{"slow":true}', '{"slow":true}', '{"slow":true}']);
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
    expect(await during).toBe('{"before":"change"}');
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

  it('is off with a maximum age of 0', async () => {
    const { read, computed } = setUp({ maxAgeMs: 0 });
    await read('a');
    await read('a');
    expect(computed()).toBe(2);
  });

  it('stays within its size, letting the oldest answers go first', async () => {
    const { cache, read, computed } = setUp({ maxChars: 800 });
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
    cache.close();
  });
});
