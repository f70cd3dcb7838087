import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
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
    const partial = `${target}.${process.pid}.${randomUUID()}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return key;
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

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a media key: ${key}`);
    return join(this.dir, key);
  }
}

/** The public URL of a stored file. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
