import type { FastifyInstance } from 'fastify';
import { isMediaKey, mediaTypeOf } from '../storage/mediaStorage.ts';
import { notFound } from './httpError.ts';

const YEAR = 'public, max-age=31536000, immutable';

// An SVG opened on its own is a document a browser would run scripts in. Uploads are
// sanitized; this policy makes sure that even a file that slipped through cannot act.
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

/**
 * `/media/{sha256}.{ext}`, from whichever storage is configured (directory or S3). Files are
 * content-addressed, so their URLs are cached for a year and never revalidated; the key is
 * the ETag, so a browser that asks anyway gets a 304.
 */
export async function registerMediaFiles(app: FastifyInstance) {
  app.get<{ Params: { key: string } }>(
    '/media/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      if (!isMediaKey(key)) throw notFound('The file');
      const etag = `"${key}"`;
      if (request.headers['if-none-match'] === etag) {
        return reply.code(304).header('etag', etag).header('cache-control', YEAR).send();
      }
      const bytes = await app.media.get(key);
      if (!bytes) throw notFound('The file');
      const type = mediaTypeOf(key);
      reply.header('cache-control', YEAR).header('etag', etag).type(type);
      if (type === 'image/svg+xml') reply.header('content-security-policy', SVG_POLICY);
      return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
