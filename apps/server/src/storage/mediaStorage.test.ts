import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { contentKey, DirectoryStorage, type MediaStorage } from './mediaStorage.ts';
import { S3Storage } from './s3Storage.ts';
import { startS3Server, type TestS3Server } from './testing/s3Server.ts';

let s3: TestS3Server;
let dir: string;

beforeAll(async () => {
  s3 = await startS3Server();
  dir = await mkdtemp(join(tmpdir(), 'pms-media-'));
});

afterAll(async () => {
  await s3?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const storages: { name: string; make: () => MediaStorage }[] = [
  { name: 'a directory', make: () => new DirectoryStorage(dir) },
  {
    name: 'an S3-compatible server',
    make: () => {
      const config = loadConfig(s3.env).s3;
      if (!config) throw new Error('no S3 configuration');
      return new S3Storage(config);
    },
  },
];

describe.each(storages)('media storage in $name', ({ make }) => {
  it('stores bytes under their content address, once, and gives them back', async () => {
    const storage = make();
    const text = `some image bytes ${Math.random()}`;
    const bytes = new TextEncoder().encode(text);
    const key = await storage.put(bytes, 'png');
    expect(key).toBe(contentKey(bytes, 'png'));
    expect(key).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(await storage.has(key)).toBe(true);
    expect(new TextDecoder().decode((await storage.get(key)) ?? new Uint8Array())).toBe(text);
    // The same bytes again, even twice at once: the same key, one file.
    expect(await Promise.all([storage.put(bytes, 'png'), storage.put(bytes, '.png')])).toEqual([
      key,
      key,
    ]);
  });

  it('answers a missing file as missing and refuses what is not a key', async () => {
    const storage = make();
    const missing = `${'0'.repeat(64)}.jpg`;
    expect(await storage.has(missing)).toBe(false);
    expect(await storage.get(missing)).toBeNull();
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Not a media key');
  });
});

it('keeps no partial files in the directory', async () => {
  const storage = new DirectoryStorage(dir);
  await Promise.all(
    Array.from({ length: 5 }, () => storage.put(new TextEncoder().encode('same'), 'svg')),
  );
  expect((await readdir(dir)).filter((name) => name.endsWith('.partial'))).toEqual([]);
});
