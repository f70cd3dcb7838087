import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Config } from '../config/config.ts';
import { pgliteDirFor } from '../db/client.ts';
import { lockDirectory } from '../db/directoryLock.ts';
import { createMediaStorage } from '../storage/createMediaStorage.ts';
import { isMediaKey } from '../storage/mediaStorage.ts';
import {
  type BackupManifest,
  MANIFEST_FILE,
  MEDIA_DIR,
  PGLITE_FILE,
  POSTGRES_FILE,
  postgresTool,
} from './backup.ts';

const run = promisify(execFile);

/** A restore refused before anything was changed; the message says what to do. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

async function readManifest(backup: string): Promise<BackupManifest> {
  try {
    const manifest = JSON.parse(await readFile(join(backup, MANIFEST_FILE), 'utf8'));
    if (manifest?.format !== 1) throw new Error('unknown format');
    return manifest as BackupManifest;
  } catch {
    throw new RestoreRefused(
      `${backup} is not a complete backup: it has no readable ${MANIFEST_FILE}. Name a directory that \`npm run backup\` wrote.`,
    );
  }
}

async function restorePglite(config: Config, backup: string, force: boolean) {
  const dir = pgliteDirFor(config.dataDir);
  // Held throughout: a server started meanwhile must not open a half-restored database.
  const lock = await lockDirectory(dir);
  try {
    const present = existsSync(dir) ? await readdir(dir) : [];
    if (present.length > 0 && !force) {
      throw new RestoreRefused(
        `${dir} already holds a database. Restore into an empty DATA_DIR, or add --force to replace it.`,
      );
    }
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    const tarball = new Blob([await readFile(join(backup, PGLITE_FILE))]);
    const client = await PGlite.create(dir, { loadDataDir: tarball });
    await client.close();
  } finally {
    await lock.release();
  }
}

async function tablesIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return result.rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function restorePostgres(url: string, backup: string, force: boolean) {
  const existing = await tablesIn(url);
  if (existing > 0 && !force) {
    throw new RestoreRefused(
      `The database at DATABASE_URL already has ${existing} tables. Restore into an empty database, or add --force to replace what is in it.`,
    );
  }
  await run(postgresTool('pg_restore'), [
    '--no-owner',
    '--exit-on-error',
    ...(existing > 0 ? ['--clean', '--if-exists'] : []),
    `--dbname=${url}`,
    join(backup, POSTGRES_FILE),
  ]);
}

/**
 * Brings a backup back: the database into an empty DATA_DIR or DATABASE_URL (refused over an
 * existing one unless `force`), the media into the configured storage. Each media file is
 * stored again under the key of its content, so a damaged file is noticed, not served.
 */
export async function restoreBackup(config: Config, backup: string, force = false) {
  const manifest = await readManifest(backup);
  const kind = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind) {
    throw new RestoreRefused(
      `The backup is of ${manifest.database === 'pglite' ? 'the embedded database' : 'a PostgreSQL database'}, but this installation uses ${kind === 'pglite' ? 'the embedded one' : 'PostgreSQL (DATABASE_URL)'}. Restore it with the same kind of database.`,
    );
  }
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, backup, force);
  else await restorePglite(config, backup, force);

  const media = await createMediaStorage(config);
  let mediaFiles = 0;
  try {
    for (const name of await readdir(join(backup, MEDIA_DIR))) {
      if (!isMediaKey(name)) continue;
      const bytes = await readFile(join(backup, MEDIA_DIR, name));
      const key = await media.put(bytes, name.slice(name.lastIndexOf('.') + 1));
      if (key !== name) throw new Error(`The media file ${name} in the backup is damaged.`);
      mediaFiles++;
    }
  } finally {
    media.close?.();
  }
  return { manifest, mediaFiles };
}
