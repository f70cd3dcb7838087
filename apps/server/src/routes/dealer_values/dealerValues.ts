import {
  DealerValuesAnswer,
  dealerValuesReadQuery as readQuery,
  dealerValuesSaveBody as saveBody,
} from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../../auth/principal.ts';
import { dealerSheetValues } from '../../db/schema/index.ts';
import { findDealerValues, saveDealerValues } from '../../dealers/dealerValues.ts';
import { assertDealerValuesAllowed } from '../../exports/dealerValueCheck.ts';
import { readableSheet } from '../../exports/readableSheet.ts';
import { routeDocs } from '../../http/docs.ts';
import { iri } from '../../http/hydra.ts';
import { idParams, validate } from '../../http/validate.ts';
import { authorize } from '../../policies/authorize.ts';
import { dealerValuePolicy, OTHERS_VALUES } from '../../policies/dealerValues.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';
import { presentDealerValues } from '../../presenters/dealerValues.ts';

export { OTHERS_VALUES };

const OWNERS = ['sheets', 'regional_sheets'] as const;

/**
 * A user's dealer values for one sheet, kept on the server: read on every device, saved as
 * the dealer types (optimistic concurrency on `version`, so two devices cannot overwrite each
 * other unseen). Values the sheet no longer takes come back under `dropped`, with the reason.
 */
export async function dealerValueRoutes(app: FastifyInstance) {
  for (const owner of OWNERS) {
    const tag = owner === 'sheets' ? 'Sheets' : 'Regional sheets';
    const load = async (principal: Principal, id: number, userId: number) => {
      const sheet = await readableSheet(app, principal, iri(owner, id));
      const row = await findDealerValues(app.db, owner, id, userId);
      return { sheet, row };
    };

    app.get(
      `/api/${owner}/:id/dealer_values`,
      routeDocs({
        tags: [tag],
        summary: "The user's saved dealer values for this sheet (admins: any user's, read-only)",
        params: idParams,
        querystring: readQuery,
        responses: {
          200: 'The values that still fit the sheet, the variant selection, and what was dropped.',
          403: OTHERS_VALUES,
          404: 'No such sheet, or not one this user may see.',
        },
        answers: { 200: DealerValuesAnswer },
      }),
      async (request) => {
        const principal = authorize(request, 'ask', dealerValuePolicy);
        const { id } = validate(idParams, request.params);
        const userId = recordsOwner(principal, validate(readQuery, request.query).user);
        authorize(principal, 'read', dealerValuePolicy, { userId });
        const { sheet, row } = await load(principal, id, userId);
        return presentDealerValues(sheet, userId, row);
      },
    );

    app.put(
      `/api/${owner}/:id/dealer_values`,
      {
        config: { writesOnly: [dealerSheetValues] },
        ...routeDocs({
          tags: [tag],
          summary: "Save the user's own dealer values for this sheet",
          description:
            'Send the version last read (0 before the first save). Only fields open to dealers are taken.',
          params: idParams,
          body: saveBody,
          responses: {
            200: 'The saved values.',
            400: 'A field dealers may not change, or a text longer than its box takes.',
            404: 'No such sheet, or not one this user may see.',
            409: 'Saved from another device or tab since it was read.',
          },
          answers: { 200: DealerValuesAnswer },
        }),
      },
      async (request) => {
        const principal = authorize(request, 'save', dealerValuePolicy);
        const { id } = validate(idParams, request.params);
        const body = validate(saveBody, request.body);
        const { sheet } = await load(principal, id, principal.id);
        assertDealerValuesAllowed(sheet.data, body.values);
        const fields = { values: body.values, selection: body.selection };
        const saved = await saveDealerValues(app.db, owner, id, principal.id, body.version, fields);
        return presentDealerValues(sheet, principal.id, saved);
      },
    );
  }
}
