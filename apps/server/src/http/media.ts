import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Media files are content-addressed, so their URLs can be cached for a year and never revalidated. */
export async function registerMediaFiles(app: FastifyInstance, mediaDir: string) {
  await mkdir(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}
