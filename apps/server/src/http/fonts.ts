import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type FontKey, fontFileUrl } from '@pms/sheet';
import { OPEN_FONT_FILES } from '@pms/sheet/node';
import type { FastifyInstance } from 'fastify';

type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed once per face and encoding, on zlib's threads. Compressing on every request (as
 * @fastify/compress would) cost 106 ms for Noto Sans Bold (631 KB), 0.55 s for a cold designer's
 * six faces. Brotli quality 9 compresses a face in about 0.1 s, within 10 % of quality 11's size
 * (which takes 1.6 s).
 */
const COMPRESS: Record<Encoding, (bytes: Buffer) => Promise<Buffer>> = {
  br: (bytes) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  gzip: (bytes) => gzipped(bytes, { level: 9 }),
};

/**
 * Serves the engine's open font families (fontFileUrl gives each face's URL), so the designer
 * draws with the very files the PDF embeds. They change only with a dependency upgrade, so a
 * week of caching is safe.
 */
export async function fontRoutes(app: FastifyInstance) {
  for (const [family, files] of Object.entries(OPEN_FONT_FILES)) {
    for (const [face, file] of Object.entries(files) as [FontKey, string][]) {
      // Read on first request: a server whose users open no designer keeps 7 MB less.
      let bytes: Promise<Buffer> | undefined;
      const compressed: Partial<Record<Encoding, Promise<Buffer>>> = {};
      app.get(fontFileUrl(family, face), { schema: { hide: true } }, async (request, reply) => {
        bytes ??= readFile(file);
        reply
          .type('font/ttf')
          .header('cache-control', 'public, max-age=604800')
          .header('vary', 'accept-encoding');
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        if (!encoding) return reply.send(await bytes);
        compressed[encoding] ??= bytes.then(COMPRESS[encoding]);
        // An answer with its content-encoding set is one @fastify/compress leaves as it is.
        return reply.header('content-encoding', encoding).send(await compressed[encoding]);
      });
    }
  }
}

/** Brotli when the client takes it, else gzip, else none (a q of 0 refuses an encoding). */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}
