import { describe, expect, it, vi } from 'vitest';
import { chunkReloadFlag, importWithReload, isChunkLoadError } from './chunkReload';

const missing = () =>
  Promise.reject(
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/Page-1.js'),
  );

function deps() {
  const storage = new Map<string, string>();
  return {
    storage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    },
    reload: vi.fn(),
    map: storage,
  };
}

describe('chunk reload guard', () => {
  it('recognises the wording of Chromium, Firefox and Safari', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once when a chunk is missing, and remembers it', async () => {
    const guard = deps();
    const pending = importWithReload(missing, guard);
    await vi.waitFor(() => expect(guard.reload).toHaveBeenCalledTimes(1));
    expect(guard.map.has(chunkReloadFlag)).toBe(true);
    // The page is reloading: the import neither resolves nor rejects.
    const settled = await Promise.race([pending.then(() => 'settled'), Promise.resolve('open')]);
    expect(settled).toBe('open');
  });

  it('does not reload again after a reload, so it cannot loop', async () => {
    const guard = deps();
    guard.map.set(chunkReloadFlag, '1');
    await expect(importWithReload(missing, guard)).rejects.toThrow(/dynamically imported/);
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('leaves other errors to the error page', async () => {
    const guard = deps();
    await expect(importWithReload(() => Promise.reject(new Error('boom')), guard)).rejects.toThrow(
      'boom',
    );
    expect(guard.reload).not.toHaveBeenCalled();
  });

  it('clears the flag after a chunk loads, ready for the next deployment', async () => {
    const guard = deps();
    guard.map.set(chunkReloadFlag, '1');
    await expect(importWithReload(() => Promise.resolve({ ok: 1 }), guard)).resolves.toEqual({
      ok: 1,
    });
    expect(guard.map.has(chunkReloadFlag)).toBe(false);
  });
});
