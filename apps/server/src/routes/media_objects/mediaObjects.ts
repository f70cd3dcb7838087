import {
  mediaObjectListQuery as listQuery,
  MediaObjectAnswer,
  MediaObjectCollection,
  MediaTagCollection,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { findMediaObject, listMediaObjects, mediaTagCounts } from '../../media/mediaQueries.ts';
import { authorize } from '../../policies/authorize.ts';
import { mediaPolicy } from '../../policies/media.ts';
import { presentMediaObject, presentMediaObjectCollection } from '../../presenters/mediaObjects.ts';
import { presentMediaTags } from '../../presenters/mediaTags.ts';
import { mediaObjectWriteRoutes } from './mediaObjectWrites.ts';

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
      answers: { 200: MediaTagCollection },
    }),
    async (request) => {
      authorize(request, 'list', mediaPolicy);
      return presentMediaTags(await mediaTagCounts(app.db));
    },
  );

  app.get(
    '/api/media_objects',
    routeDocs({
      tags: ['Media objects'],
      summary: 'The media library: search by name or tag, filter by media type, tag or content URL',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of images.' },
      answers: { 200: MediaObjectCollection },
    }),
    async (request) => {
      authorize(request, 'list', mediaPolicy);
      const query = validate(listQuery, request.query);
      const filters = {
        search: query.search,
        type: query.type,
        tag: query.tag,
        contentUrl: query.contentUrl,
      };
      const { rows, total } = await listMediaObjects(app.db, filters, query);
      return presentMediaObjectCollection(rows, total, query, filters);
    },
  );

  app.get(
    '/api/media_objects/:id',
    routeDocs({
      tags: ['Media objects'],
      summary: 'One image with its size, tags, uploader and file URL',
      params: idParams,
      responses: { 200: 'The image.', 404: 'No such image.' },
      answers: { 200: MediaObjectAnswer },
    }),
    async (request) => {
      authorize(request, 'read', mediaPolicy);
      const { id } = validate(idParams, request.params);
      const row = await findMediaObject(app.db, id);
      if (!row) throw notFound('The image');
      return presentMediaObject(row);
    },
  );
}
