import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config/config.ts';
import { openDatabase, pgliteDirFor } from '../db/client.ts';
import { DatabaseInUseError } from '../db/directoryLock.ts';
import { createMediaStorage } from '../storage/createMediaStorage.ts';
import { requestDatabaseDump } from './backupSocket.ts';

const run = promisify(execFile);

/** What a backup directory holds besides the database file and media/. */
export interface BackupManifest {
  format: 1;
  created: string;
  database: 'pglite' | 'postgres';
  mediaFiles: number;
}

export const MANIFEST_FILE = 'backup.json';
export const PGLITE_FILE = 'database.tar.gz';
export const POSTGRES_FILE = 'database.pgdump';
export const MEDIA_DIR = 'media';

/** pg_dump and pg_restore: from PATH, else where Debian's PostgreSQL 15 puts them. */
export function postgresTool(name: 'pg_dump' | 'pg_restore'): string {
  const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
  return existsSync(join(bin, name)) ? join(bin, name) : name;
}

/** `pms-backup-2026-11-26T14-05-09Z`: sorts by time and is a valid name on every system. */
export function backupName(now: Date): string {
  return `pms-backup-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

async function backupPglite(config: Config, file: string) {
  const dir = pgliteDirFor(config.dataDir);
  if (!existsSync(dir) || (await readdir(dir)).length === 0) {
    throw new Error(`There is no database in ${dir} to back up. Check DATA_DIR.`);
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ pgliteDir: dir });
  } catch (error) {
    // The server runs and holds the directory: it writes the copy itself.
    if (error instanceof DatabaseInUseError) return requestDatabaseDump(config.dataDir, file);
    throw error;
  }
  try {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('The embedded database cannot be dumped.');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

/**
 * Writes a backup of the database and the media into a new directory in `parent`, named with
 * the time, and answers its path. The database is copied first and the media after: media
 * files are only ever added under content keys, never changed or removed, so every file the
 * copied database refers to is there when the media are copied (a few newer ones may come
 * along, unused). The directory gets its name only when everything is written, so a backup
 * cut short never looks complete.
 */
export async function takeBackup(config: Config, parent: string, now = new Date()) {
  const dir = resolve(parent, backupName(now));
  const partial = `${dir}.partial`;
  await rm(partial, { recursive: true, force: true });
  // The database holds password hashes: the backup is for its owner's eyes only.
  await mkdir(join(partial, MEDIA_DIR), { recursive: true, mode: 0o700 });
  try {
    const kind = config.databaseUrl ? 'postgres' : 'pglite';
    if (config.databaseUrl) {
      // One transaction's snapshot, whatever the server does meanwhile.
      await run(postgresTool('pg_dump'), [
        '--format=custom',
        '--no-owner',
        `--file=${join(partial, POSTGRES_FILE)}`,
        `--dbname=${config.databaseUrl}`,
      ]);
    } else {
      await backupPglite(config, join(partial, PGLITE_FILE));
    }
    const media = await createMediaStorage(config);
    let mediaFiles = 0;
    try {
      for await (const key of media.keys()) {
        const bytes = await media.get(key);
        if (!bytes) continue;
        await writeFile(join(partial, MEDIA_DIR, key), bytes);
        mediaFiles++;
      }
    } finally {
      media.close?.();
    }
    const manifest: BackupManifest = {
      format: 1,
      created: now.toISOString(),
      database: kind,
      mediaFiles,
    };
    await writeFile(join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
