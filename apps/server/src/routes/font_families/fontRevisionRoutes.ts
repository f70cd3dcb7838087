import { FontFamilyAnswer, fontRevisionParams as revisionParams } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import type { LinkReader } from '../../exports/thumbnailUrls.ts';
import { restoreFaceRevision } from '../../fonts/fontFamilyWrites.ts';
import { routeDocs } from '../../http/docs.ts';
import { validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { fontPolicy } from '../../policies/fonts.ts';
import { NOT_ALLOWED_FONTS } from './fontMessages.ts';

/**
 * Restoring an earlier file of a face (fontRevisions.ts). The family's list (GET
 * /api/font_families/:id) shows its revisions; this makes one the face's file again.
 */
export async function fontRevisionRoutes(
  app: FastifyInstance,
  presentFamily: (id: number, reader: LinkReader) => Promise<unknown>,
) {
  app.post(
    '/api/font_families/:id/revisions/:revision/restore',
    routeDocs({
      tags: ['Fonts'],
      summary: "Make an earlier file of a face the face's file again (admins)",
      description:
        'The file it replaces is kept as a revision in turn, and the family gets a new version, ' +
        'so the designer and every export use the restored bytes from now on.',
      params: revisionParams,
      responses: {
        200: 'The font family after the restore.',
        403: NOT_ALLOWED_FONTS,
        404: 'No such family or revision.',
      },
      answers: { 200: FontFamilyAnswer },
    }),
    async (request) => {
      const principal = authorize(request, 'manage', fontPolicy);
      const { id, revision } = validate(revisionParams, request.params);
      await restoreFaceRevision(app.db, id, revision);
      return presentFamily(id, principal);
    },
  );
}
