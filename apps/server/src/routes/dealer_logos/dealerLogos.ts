import {
  DealerLogoAnswer,
  DealerLogoCollection,
  dealerLogoListQuery as listQuery,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import {
  findVisibleDealerLogo,
  listVisibleDealerLogos,
} from '../../dealerLogos/dealerLogoQueries.ts';
import { routeDocs } from '../../http/docs.ts';
import { notFound } from '../../http/httpError.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { dealerLogoPolicy } from '../../policies/dealerLogos.ts';
import { presentDealerLogo, presentDealerLogoCollection } from '../../presenters/dealerLogos.ts';
import { dealerLogoWriteRoutes } from './dealerLogoWrites.ts';

/**
 * Dealer logos, fetched per dealer number (SPEC section 7). The filter only narrows what the
 * policy allows: a dealer asking for another dealer's number gets an empty list.
 */
export async function dealerLogoRoutes(app: FastifyInstance) {
  await app.register(dealerLogoWriteRoutes);

  app.get(
    '/api/dealer_logos',
    routeDocs({
      tags: ['Dealer logos'],
      summary: 'Dealer logos, optionally of one dealer number; a dealer sees only their own',
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of dealer logos.' },
      answers: { 200: DealerLogoCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'list', dealerLogoPolicy);
      const query = validate(listQuery, request.query);
      const { rows, total } = await listVisibleDealerLogos(app.db, principal, query, query.hnr);
      return presentDealerLogoCollection(rows, total, query, query.hnr);
    },
  );

  app.get(
    '/api/dealer_logos/:id',
    routeDocs({
      tags: ['Dealer logos'],
      summary: 'One dealer logo',
      params: idParams,
      responses: { 200: 'The dealer logo.', 404: 'No such logo, or not one this user may see.' },
      answers: { 200: DealerLogoAnswer },
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const { id } = validate(idParams, request.params);
      // Another dealer's logo looks missing rather than forbidden: its existence is not shared.
      const row = await findVisibleDealerLogo(app.db, principal, id);
      if (!row) throw notFound('The dealer logo');
      return presentDealerLogo(row);
    },
  );
}
