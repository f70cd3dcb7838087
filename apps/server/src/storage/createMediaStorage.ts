import type { Config } from '../config/config.ts';
import { DirectoryStorage, type MediaStorage } from './mediaStorage.ts';

/**
 * The storage the configuration asks for: S3-compatible when S3_* is set, else MEDIA_DIR, from
 * which the partial files of writers that died are removed as it opens (in the background: a
 * start does not wait for a large directory to be listed, and a new write has its own name).
 * The S3 client is loaded only when S3 is configured: about 20 MB a directory never needs.
 */
export async function createMediaStorage(
  config: Config,
): Promise<MediaStorage & { close?(): void }> {
  if (config.s3) {
    const { S3Storage } = await import('./s3Storage.ts');
    return new S3Storage(config.s3);
  }
  const storage = new DirectoryStorage(config.mediaDir);
  // Housekeeping only: a file that cannot be removed now is tried again at the next start.
  storage.removeStrayPartials().catch(() => {});
  return storage;
}
