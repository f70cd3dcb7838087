import { describe, expect, it } from 'vitest';
import { createProgressStore, progressPercent } from './progressStore';

describe('progress computation', () => {
  it('is 0 before the first page tells the total', () => {
    expect(progressPercent({ phase: 'loading', loaded: 0, total: 0 })).toBe(0);
  });

  it('counts items, not pages, and rounds down', () => {
    const store = createProgressStore();
    store.start();
    store.advance(30, 95);
    expect(progressPercent(store.getState())).toBe(31);
    store.advance(30, 95);
    store.advance(30, 95);
    expect(progressPercent(store.getState())).toBe(94);
    store.advance(5, 95);
    expect(progressPercent(store.getState())).toBe(100);
  });

  it('never passes 100 and is 100 once done, even for an empty collection', () => {
    expect(progressPercent({ phase: 'loading', loaded: 40, total: 30 })).toBe(100);
    const store = createProgressStore();
    store.start();
    store.advance(0, 0);
    store.succeed();
    expect(progressPercent(store.getState())).toBe(100);
  });

  it('keeps the count where a request failed', () => {
    const store = createProgressStore();
    store.start();
    store.advance(30, 60);
    store.fail();
    expect(store.getState()).toEqual({ phase: 'failed', loaded: 30, total: 60 });
    store.advance(30, 60); // a late page of the failed load does not count
    expect(store.getState().loaded).toBe(30);
  });

  it('starts over on a new load', () => {
    const store = createProgressStore();
    store.start();
    store.advance(10, 10);
    store.succeed();
    store.start();
    expect(store.getState()).toEqual({ phase: 'loading', loaded: 0, total: 0 });
  });
});
