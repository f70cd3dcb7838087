import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test gets an empty IndexedDB (fake-indexeddb implements the browser's API in Node) and a
// fresh copy of the module, whose open database and read records are per page load.
type Store = typeof import('./shapeStore');

async function pageLoad(): Promise<Store> {
  vi.resetModules();
  return import('./shapeStore');
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

describe('kept shape records', () => {
  it('are read back on the next page load, all with one read started ahead', async () => {
    const first = await pageLoad();
    await first.writeShapeRecord('a', { texts: ['Preis'] });
    await first.writeShapeRecord('b', { texts: ['Leasing'] });

    const next = await pageLoad();
    next.prefetchShapeRecords();
    // Written after the page loaded: the read of this load has what was kept before it.
    await next.writeShapeRecord('c', { texts: ['neu'] });
    expect(await next.readShapeRecord('a')).toEqual({ texts: ['Preis'] });
    expect(await next.readShapeRecord('b')).toEqual({ texts: ['Leasing'] });
    expect(await next.readShapeRecord('c')).toBeUndefined();
    expect(await (await pageLoad()).readShapeRecord('c')).toEqual({ texts: ['neu'] });
  });

  it('stay bounded: a new file past the limit empties the store, a known one is replaced', async () => {
    const store = await pageLoad();
    for (let i = 0; i < store.MAX_RECORDS; i++) await store.writeShapeRecord(`file ${i}`, i);
    await store.writeShapeRecord('file 0', 'again');
    let next = await pageLoad();
    expect(await next.readShapeRecord('file 0')).toBe('again');
    expect(await next.readShapeRecord(`file ${store.MAX_RECORDS - 1}`)).toBe(store.MAX_RECORDS - 1);

    await next.writeShapeRecord('one more', 'new');
    next = await pageLoad();
    expect(await next.readShapeRecord('one more')).toBe('new');
    expect(await next.readShapeRecord('file 0')).toBeUndefined();
  });

  it('are gone after logout, and a write prepared before it brings nothing back', async () => {
    const store = await pageLoad();
    await store.writeShapeRecord('a', 'kept');
    store.prefetchShapeRecords();
    store.forgetShapeRecords();
    expect(await store.readShapeRecord('a')).toBeUndefined();
    await store.writeShapeRecord('b', 'late');
    const next = await pageLoad();
    expect(await next.readShapeRecord('a')).toBeUndefined();
    expect(await next.readShapeRecord('b')).toBeUndefined();
  });
});
