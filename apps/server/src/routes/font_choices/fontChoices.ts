import { FontChoiceCollection } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { faceSignerFor } from '../../fonts/brandFonts.ts';
import { familiesWithFaces } from '../../fonts/fontFamilyQueries.ts';
import { routeDocs } from '../../http/docs.ts';
import { authorize } from '../../policies/authorize.ts';
import { fontPolicy } from '../../policies/fonts.ts';
import { presentFontChoiceCollection } from '../../presenters/fontChoices.ts';

/**
 * The brand families an element may be set in, by name: every logged-in user reads them (the
 * designer offers them per text element; the family list with its files and brands,
 * /api/font_families, is for admins).
 */
export async function fontChoiceRoutes(app: FastifyInstance) {
  app.get(
    '/api/font_choices',
    routeDocs({
      tags: ['Fonts'],
      summary: 'The brand font families a text element may be set in',
      description:
        'Each family with at least one face, by name and engine id (`fontFamily`, e.g. ' +
        '`brand-3`), which an element config takes as its `fontFamily`, and the URLs of its ' +
        'faces (`faceUrls`), signed for this user: they load without the bearer token.',
      responses: { 200: 'A Hydra collection of font choices.' },
      answers: { 200: FontChoiceCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'readChoices', fontPolicy);
      const rows = await familiesWithFaces(app.db);
      return presentFontChoiceCollection(rows, faceSignerFor(app, principal));
    },
  );
}
