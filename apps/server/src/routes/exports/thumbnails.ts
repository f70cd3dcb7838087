import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { loadSheetImages } from '../../exports/imageAssets.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { renderSheetPng } from '../../exports/renderSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { validate } from '../../http/validate.ts';

const params = z.object({
  id: z.coerce.number({ error: 'The id must be a number.' }).int().positive(),
});
const query = z.object({ v: z.coerce.number().int().optional() });

/** About 300 pixels across an A4 page: a card in the overview. */
const THUMBNAIL_DPI = 36;
const CACHE_LIMIT = 300;
// Keyed by version: a save makes a new version, so a cached thumbnail never goes stale.
const cache = new Map<string, Uint8Array>();

function remember(key: string, png: Uint8Array) {
  cache.set(key, png);
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** `GET /api/sheets/{id}/thumbnail.png` and the regional one: the main page, small. */
export async function thumbnailRoutes(app: FastifyInstance) {
  for (const kind of ['sheets', 'regional_sheets'] as const) {
    app.get(
      `/api/${kind}/:id/thumbnail.png`,
      routeDocs({
        tags: [kind === 'sheets' ? 'Sheets' : 'Regional sheets'],
        summary: `The main page of a ${kind === 'sheets' ? 'master' : 'regional'} sheet as a small PNG`,
        description:
          'With `?v={version}` the image is cached for good: a save makes a new version.',
        params,
        querystring: query,
        produces: ['image/png'],
        responses: {
          200: 'The PNG, about 300 pixels across.',
          304: 'Unchanged since the ETag sent in If-None-Match.',
          403: 'The sheet belongs to another region.',
          404: 'No such sheet, or not one this user may see.',
        },
      }),
      async (request, reply) => {
        const principal = requirePrincipal(request);
        const { id } = validate(params, request.params);
        const { v } = validate(query, request.query);
        const sheet = await readableSheet(app, principal, `/api/${kind}/${id}`);
        const key = `${kind}-${id}-v${sheet.version}`;
        const etag = `"${key}"`;
        reply
          .type('image/png')
          .header('etag', etag)
          .header(
            'cache-control',
            // The overview links `?v={version}`: that URL's image never changes.
            v === sheet.version ? 'private, max-age=31536000, immutable' : 'private, no-cache',
          );
        if (request.headers['if-none-match'] === etag) return reply.code(304).send();
        let png = cache.get(key);
        if (!png) {
          png = renderSheetPng(
            {
              data: sheet.data,
              title: sheet.name,
              pages: 0,
              images: await loadSheetImages(app, sheet.data),
            },
            THUMBNAIL_DPI,
          ).png;
          remember(key, png);
        }
        return reply.send(Buffer.from(png));
      },
    );
  }
}
