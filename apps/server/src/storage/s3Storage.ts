import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config/config.ts';
import { contentKey, isMediaKey, type MediaStorage, mediaTypeOf } from './mediaStorage.ts';

/** A missing object: S3 says NoSuchKey for GET and a bare 404 (NotFound) for HEAD. */
function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Ceph, s3rver in the tests). Keys are the same
 * content addresses as on disk, so a library can move between the two by copying files.
 */
export class S3Storage implements MediaStorage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer
      // optional checksum headers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  async put(bytes: Uint8Array, extension: string): Promise<string> {
    const key = contentKey(bytes, extension);
    // Content-addressed: an object under this key already holds exactly these bytes.
    if (await this.has(key)) return key;
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: bytes,
        ContentType: mediaTypeOf(key),
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return key;
  }

  async get(key: string): Promise<Uint8Array | null> {
    this.check(key);
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async has(key: string): Promise<boolean> {
    this.check(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        // A bucket may hold other things too; only media keys are ours.
        if (object.Key && isMediaKey(object.Key)) yield object.Key;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Ends the client's kept-alive connections, so a closing server is not held open. */
  close(): void {
    this.client.destroy();
  }

  private check(key: string): void {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
  }
}
