import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { dealerSheetValues, regionalSheets, sheets } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { hydraCollection, iri } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { validate } from '../../http/validate.ts';
import { recordsOwner } from '../../policies/ownRecords.ts';
import { OTHERS_VALUES } from './dealerValues.ts';

const listQuery = z.object({ ...pagingShape, user: z.union([z.string(), z.number()]).optional() });

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
    }),
    async (request) => {
      const principal = requirePrincipal(request);
      const query = validate(listQuery, request.query);
      const userId = recordsOwner(principal, query.user, OTHERS_VALUES);
      const where = eq(dealerSheetValues.userId, userId);
      const [total] = await app.db.select({ n: count() }).from(dealerSheetValues).where(where);
      const rows = await app.db
        .select({
          row: dealerSheetValues,
          sheetName: sheets.name,
          copyName: regionalSheets.name,
          region: regionalSheets.region,
        })
        .from(dealerSheetValues)
        .leftJoin(sheets, eq(sheets.id, dealerSheetValues.sheetId))
        .leftJoin(regionalSheets, eq(regionalSheets.id, dealerSheetValues.regionalSheetId))
        .where(where)
        .orderBy(desc(dealerSheetValues.modified), desc(dealerSheetValues.id))
        .limit(query.itemsPerPage)
        .offset(offsetOf(query));
      const members = rows.map(({ row, sheetName, copyName, region }) => {
        const sheet =
          row.regionalSheetId === null
            ? iri('sheets', row.sheetId ?? 0)
            : iri('regional_sheets', row.regionalSheetId);
        return {
          '@id': `${sheet}/dealer_values?user=${row.userId}`,
          '@type': 'DealerValues',
          sheet,
          sheetName: sheetName ?? copyName ?? '',
          region: region ?? null,
          user: iri('users', row.userId),
          values: row.values,
          selection: row.selection,
          version: row.version,
          modified: row.modified.toISOString(),
        };
      });
      return hydraCollection(
        'dealer_values',
        members,
        total?.n ?? 0,
        query,
        keptParameters(query, { user: query.user === undefined ? undefined : String(query.user) }),
      );
    },
  );
}
