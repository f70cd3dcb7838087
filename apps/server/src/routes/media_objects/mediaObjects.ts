import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { queryRows } from '../../db/client.ts';
import { mediaObjects, users } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { hydraCollection } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { idParams, validate } from '../../http/validate.ts';
import { likePattern } from '../../sheets/sheetQueries.ts';
import { mediaObjectWriteRoutes } from './mediaObjectWrites.ts';
import { presentMediaObject, presentMediaObjectSummary } from './presentMediaObject.ts';

const listQuery = z.object({
  ...pagingShape,
  search: z.string().max(200, { error: 'search must be at most 200 characters.' }).optional(),
  type: z
    .string()
    .regex(/^[a-z]+\/[a-z0-9.+-]+$/i, { error: 'type must be a media type such as image/png.' })
    .optional(),
  tag: z.string().max(50, { error: 'tag must be at most 50 characters.' }).optional(),
  /** The image a sheet names by its URL (`/media/<key>`): how the designer finds its name. */
  contentUrl: z
    .string()
    .max(300, { error: 'contentUrl must be at most 300 characters.' })
    .optional(),
});

/** The storage key of a `/media/<key>` URL, absolute or not; undefined for anything else. */
function keyOfContentUrl(url: string): string | undefined {
  return /\/media\/([^/?#]+)$/.exec(url.trim())?.[1];
}

/** A name or any tag containing the search, whatever the case. */
function mediaSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    ilike(mediaObjects.name, pattern),
    sql`exists (select 1 from unnest(${mediaObjects.tags}) as tag where tag ilike ${pattern})`,
  );
}

/** The library's rows with the uploader's username, which the list shows instead of an id. */
function selectWithUploader(app: FastifyInstance) {
  return app.db
    .select({ ...getTableColumns(mediaObjects), uploader: users.username })
    .from(mediaObjects)
    .leftJoin(users, eq(users.id, mediaObjects.uploadedBy));
}

/**
 * The media library, readable by everyone logged in: images are placed on sheets by admins
 * and region admins and shown to dealers. Uploads and changes are in mediaObjectWrites.ts.
 */
export async function mediaObjectRoutes(app: FastifyInstance) {
  await app.register(mediaObjectWriteRoutes);

  app.get(
    '/api/media_tags',
    routeDocs({
      tags: ['Media objects'],
      summary: 'Every tag of the library with how many images carry it, by name',
      responses: { 200: 'hydra:member: name and count of each tag.' },
    }),
    async (request) => {
      requirePrincipal(request);
      const rows = await queryRows<{ name: string; count: number }>(
        app.db,
        sql`select tag as name, count(*)::int as count from ${mediaObjects}, unnest(${mediaObjects.tags}) as tag group by tag`,
      );
      // Sorted here, not by the database, whose collation differs between servers.
      rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return {
        '@type': 'hydra:Collection',
        'hydra:member': rows.map((row) => ({ name: row.name, count: Number(row.count) })),
        'hydra:totalItems': rows.length,
      };
    },
  );

  app.get(
    '/api/media_objects',
    routeDocs({
      tags: ['Media objects'],
      summary: 'The media library: search by name or tag, filter by media type, tag or content URL',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of images.' },
    }),
    async (request) => {
      requirePrincipal(request);
      const query = validate(listQuery, request.query);
      const tag = query.tag?.trim().toLowerCase();
      const where = and(
        mediaSearch(query.search),
        query.type ? eq(mediaObjects.mimeType, query.type.toLowerCase()) : undefined,
        tag ? sql`${tag} = any(${mediaObjects.tags})` : undefined,
        query.contentUrl === undefined
          ? undefined
          : eq(mediaObjects.fileKey, keyOfContentUrl(query.contentUrl) ?? ''),
      );
      const [total] = await app.db.select({ n: count() }).from(mediaObjects).where(where);
      const rows = await selectWithUploader(app)
        .where(where)
        .orderBy(query['order[id]'] === 'desc' ? desc(mediaObjects.id) : asc(mediaObjects.id))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      return hydraCollection(
        'media_objects',
        rows.map(presentMediaObjectSummary),
        total?.n ?? 0,
        query,
        keptParameters(query, {
          search: query.search,
          type: query.type,
          tag: query.tag,
          contentUrl: query.contentUrl,
        }),
      );
    },
  );

  app.get(
    '/api/media_objects/:id',
    routeDocs({
      tags: ['Media objects'],
      summary: 'One image with its size, tags, uploader and file URL',
      params: idParams,
      responses: { 200: 'The image.', 404: 'No such image.' },
    }),
    async (request) => {
      requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      const [row] = await selectWithUploader(app).where(eq(mediaObjects.id, id));
      if (!row) throw notFound('The image');
      return presentMediaObject(row);
    },
  );
}
