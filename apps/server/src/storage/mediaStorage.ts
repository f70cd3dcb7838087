import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where media files live. Keys are content addresses (SHA-256 of the bytes plus an
 * extension), so a file never changes under its URL and can be cached for good.
 */
export interface MediaStorage {
  put(bytes: Uint8Array, extension: string): Promise<string>;
  get(key: string): Promise<Uint8Array>;
  has(key: string): Promise<boolean>;
}

const KEY = /^[0-9a-f]{64}(\.[a-z0-9]+)?$/;

export function contentKey(bytes: Uint8Array, extension: string): string {
  return `${createHash('sha256').update(bytes).digest('hex')}.${extension.replace(/^\./, '')}`;
}

/** Media in a directory on disk (the default; S3-compatible storage comes with the media issue). */
export class DirectoryStorage implements MediaStorage {
  constructor(readonly dir: string) {}

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const key = contentKey(bytes, extension);
    const target = this.pathOf(key);
    if (await this.has(key)) return key;
    await mkdir(this.dir, { recursive: true });
    // Write then rename, so a reader never sees half a file under its final name.
    const partial = `${target}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return key;
  }

  async get(key: string): Promise<Uint8Array> {
    return readFile(this.pathOf(key));
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
