import { ownRecordsQuery as listQuery, SavedValuesCollection } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { listSavedDealerValues } from '../../dealers/dealerValues.ts';
import { routeDocs } from '../../http/docs.ts';
import { validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { dealerValuePolicy } from '../../policies/dealerValues.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';
import { presentSavedValuesList } from '../../presenters/dealerValues.ts';
import { OTHERS_VALUES } from './dealerValues.ts';

/**
 * Every sheet a user saved dealer values for, newest first: for the user, and for an admin
 * who looks at a dealer's work (read-only: only the user themself saves their values).
 */
export async function savedValuesListRoutes(app: FastifyInstance) {
  app.get(
    '/api/dealer_values',
    routeDocs({
      tags: ['Dealer values'],
      summary: "A user's saved dealer values on every sheet (admins: any user's with ?user=)",
      querystring: listQuery,
      responses: { 200: 'A Hydra collection of saved dealer values.', 403: OTHERS_VALUES },
      answers: { 200: SavedValuesCollection },
    }),
    async (request) => {
      const principal = authorize(request, 'ask', dealerValuePolicy);
      const query = validate(listQuery, request.query);
      const userId = recordsOwner(principal, query.user);
      authorize(principal, 'read', dealerValuePolicy, { userId });
      const { rows, total } = await listSavedDealerValues(app.db, userId, query);
      const user = query.user === undefined ? undefined : String(query.user);
      return presentSavedValuesList(rows, total, query, user);
    },
  );
}
