import { readFile } from 'node:fs/promises';
import { type FontKey, fontFileUrl } from '@pms/sheet';
import { OPEN_FONT_FILES } from '@pms/sheet/node';
import type { FastifyInstance } from 'fastify';

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
      app.get(fontFileUrl(family, face), { schema: { hide: true } }, async (_request, reply) => {
        bytes ??= readFile(file);
        return reply
          .type('font/ttf')
          .header('cache-control', 'public, max-age=604800')
          .send(await bytes);
      });
    }
  }
}
