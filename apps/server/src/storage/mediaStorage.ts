import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * Where media files live. Keys are content addresses (SHA-256 of the bytes plus an
 * extension), so a file never changes under its URL and can be cached for good.
 */
export interface MediaStorage {
  /** Stores the bytes (once: equal bytes have the same key) and answers their key. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** The file under a key, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  has(key: string): Promise<boolean>;
  /** Every stored key (partial writes not included), for backups. */
  keys(): AsyncIterable<string>;
}

const KEY = /^[0-9a-f]{64}(\.[a-z0-9]+)?$/;

/** Whether a string has the shape of a media key; anything else is never looked up. */
export function isMediaKey(key: string): boolean {
  return KEY.test(key);
}

/** The media type a file is served with, from its key's extension. */
export function mediaTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export function contentKey(bytes: Uint8Array, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension.replace(/^\./, '')}`;
}

/**
 * How old a partial file must be before any process removes it, whoever wrote it: a write of
 * MAX_UPLOAD_MB takes well under a second, so a file this old was left by a process that died.
 */
export const STRAY_PARTIAL_MINUTES = 10;

/**
 * This host, as it appears in partial file names: a short hash, since a host name may hold
 * dots, and the directory may be shared by servers on several hosts.
 */
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 12);

const PARTIAL =
  /^[0-9a-f]{64}\.[a-z0-9]+\.(?<host>[0-9a-f]{12})\.(?<pid>\d+)\.[0-9a-f-]{36}\.partial$/;

/** Whether a process with this id runs on this host (one we may not signal runs too). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Media in a directory on disk (the default; see s3Storage.ts for object storage). */
export class DirectoryStorage implements MediaStorage {
  constructor(readonly dir: string) {}

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const key = contentKey(bytes, extension);
    const target = this.pathOf(key);
    if (await this.has(key)) return key;
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file under its final name.
    // A name of its own per write: the same file may be stored twice at once.
    // Host and process in the name tell a later start whether its writer is gone.
    const partial = `${target}.${HOST}.${process.pid}.${randomUUID()}.partial`;
    try {
      await writeFile(partial, bytes);
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  /**
   * Removes the partial files that a process which died while writing left behind (a crash
   * while seeding or during an upload): those of processes of this host that no longer run,
   * and any older than STRAY_PARTIAL_MINUTES. A partial file of a live server is kept, since
   * it is about to become a media file. Answers how many were removed.
   */
  async removeStrayPartials(now = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    let removed = 0;
    for (const name of names) {
      if (!name.endsWith('.partial')) continue;
      const path = join(this.dir, name);
      const writer = PARTIAL.exec(name)?.groups;
      const deadWriter =
        writer?.host === HOST && writer.pid !== undefined && !isRunning(Number(writer.pid));
      const old = await stat(path).then(
        (info) => now - info.mtimeMs > STRAY_PARTIAL_MINUTES * 60_000,
        () => false,
      );
      if (!deadWriter && !old) continue;
      await rm(path, { force: true });
      removed++;
    }
    return removed;
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async *keys(): AsyncIterable<string> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const name of names) if (KEY.test(name)) yield name;
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return join(this.dir, key);
  }
}

/** The public URL of a stored file. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
