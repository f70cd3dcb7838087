import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { createMediaStorage } from './createMediaStorage.ts';
import {
  contentKey,
  DirectoryStorage,
  type MediaStorage,
  STRAY_PARTIAL_MINUTES,
} from './mediaStorage.ts';
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

describe('partial files a dead writer left', () => {
  const key = `${'ab'.repeat(32)}.png`;
  const thisHost = createHash('sha256').update(hostname()).digest('hex').slice(0, 12);
  const uuid = '0b7c4a52-9a43-4a8e-8d0e-1f2a3b4c5d6e';
  /** The id of a process that has ended. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  async function directoryWith(names: { name: string; minutesOld?: number }[]) {
    const where = await mkdtemp(join(tmpdir(), 'pms-partials-'));
    for (const { name, minutesOld = 0 } of names) {
      await writeFile(join(where, name), 'half a file');
      const then = new Date(Date.now() - minutesOld * 60_000);
      await utimes(join(where, name), then, then);
    }
    return where;
  }

  it('removes those of ended processes and old ones, and keeps those being written', async () => {
    const dead = `${key}.${thisHost}.${deadPid()}.${uuid}.partial`;
    const live = `${key}.${thisHost}.${process.pid}.${uuid}.partial`;
    const otherHost = `${key}.0123456789ab.${deadPid()}.${uuid}.partial`;
    const otherHostOld = `${key}.0123456789ab.77.${uuid}.partial`;
    const liveButOld = `${key}.${thisHost}.${process.pid}.${uuid.replace('0b', '0c')}.partial`;
    const earlierFormatOld = `${key}.4242.${uuid}.partial`;
    const where = await directoryWith([
      { name: key },
      { name: dead },
      { name: live },
      { name: otherHost },
      { name: otherHostOld, minutesOld: STRAY_PARTIAL_MINUTES + 1 },
      { name: liveButOld, minutesOld: STRAY_PARTIAL_MINUTES + 1 },
      { name: earlierFormatOld, minutesOld: STRAY_PARTIAL_MINUTES + 1 },
    ]);
    try {
      expect(await new DirectoryStorage(where).removeStrayPartials()).toBe(4);
      expect((await readdir(where)).sort()).toEqual([key, live, otherHost].sort());
    } finally {
      await rm(where, { recursive: true, force: true });
    }
  });

  it('are removed when the storage opens', async () => {
    const where = await directoryWith([
      { name: `${key}.${thisHost}.${deadPid()}.${uuid}.partial` },
    ]);
    try {
      await createMediaStorage(loadConfig({ MEDIA_DIR: where, DATA_DIR: where }));
      await expect.poll(() => readdir(where), { timeout: 2000 }).toEqual([]);
    } finally {
      await rm(where, { recursive: true, force: true });
    }
  });

  it('answers 0 for a directory that does not exist yet', async () => {
    expect(
      await new DirectoryStorage(join(tmpdir(), 'pms-no-such-dir')).removeStrayPartials(),
    ).toBe(0);
  });
});
