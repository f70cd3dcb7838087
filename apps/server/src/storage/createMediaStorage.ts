import type { Config } from '../config/config.ts';
import { DirectoryStorage, type MediaStorage } from './mediaStorage.ts';
import { S3Storage } from './s3Storage.ts';

/** The storage the configuration asks for: S3-compatible when S3_* is set, else MEDIA_DIR. */
export function createMediaStorage(config: Config): MediaStorage & { close?(): void } {
  return config.s3 ? new S3Storage(config.s3) : new DirectoryStorage(config.mediaDir);
}
