import { PrintProfileAnswer } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { screenGrid } from '../../exports/screenColors.ts';
import { routeDocs } from '../../http/docs.ts';
import { authorize } from '../../policies/authorize.ts';
import { printProfilePolicy } from '../../policies/printProfile.ts';
import { PRINT_PROFILE_IRI, presentPrintProfile } from '../../presenters/printProfile.ts';
/** The print profile, read-only, for every logged-in user: the designer shows CMYK with it. */
export async function printProfileRoutes(app: FastifyInstance) {
  app.get(
    PRINT_PROFILE_IRI,
    routeDocs({
      tags: ['Print profile'],
      summary: 'The CMYK output profile prints are made for, with its CMYK to sRGB grid',
      description:
        'screenGrid holds steps^4 entries of r, g, b bytes (base64); the entry of levels ' +
        '(c, m, y, k), each 0..steps-1, is at ((c·steps + m)·steps + y)·steps + k. Screens ' +
        'interpolate it to show process colours as this profile prints them.',
      responses: { 200: 'The print profile.' },
      answers: { 200: PrintProfileAnswer },
    }),
    async (request, reply) => {
      authorize(request, 'read', printProfilePolicy);
      const { profile, grid } = await screenGrid();
      // Changes only when the server restarts with another profile: an hour is harmless.
      reply.header('cache-control', 'private, max-age=3600');
      return presentPrintProfile(profile, grid);
    },
  );
}
