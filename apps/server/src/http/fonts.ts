import { readFile } from 'node:fs/promises';
import { NOTO_SANS_FILES } from '@pms/sheet/node';
import type { FastifyInstance } from 'fastify';

/** The URL of each face, for the web app: the designer draws with the very files the PDF embeds. */
export const FONT_URLS = {
  regular: '/fonts/noto-sans-regular.ttf',
  bold: '/fonts/noto-sans-bold.ttf',
  italic: '/fonts/noto-sans-italic.ttf',
  boldItalic: '/fonts/noto-sans-bold-italic.ttf',
} as const;

/** Serves the engine's fonts; they change only with a dependency upgrade, so a week of caching is safe. */
export async function fontRoutes(app: FastifyInstance) {
  for (const face of Object.keys(FONT_URLS) as (keyof typeof FONT_URLS)[]) {
    const bytes = await readFile(NOTO_SANS_FILES[face]);
    app.get(FONT_URLS[face], { schema: { hide: true } }, async (_request, reply) =>
      reply.type('font/ttf').header('cache-control', 'public, max-age=604800').send(bytes),
    );
  }
}
