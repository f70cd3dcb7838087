import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { isAdmin, type Principal } from '../../auth/principal.ts';
import { dealerSheetValues, regionalSheets, sheets } from '../../db/schema/index.ts';
import { routeDocs } from '../../http/docs.ts';
import { badRequest, forbidden } from '../../http/httpError.ts';
import { hydraCollection, iri } from '../../http/hydra.ts';
import { keptParameters, offsetOf, pagingShape } from '../../http/paging.ts';
import { idFromReference } from '../../http/references.ts';
import { validate } from '../../http/validate.ts';
import { OTHERS_VALUES } from './dealerValues.ts';

const listQuery = z.object({ ...pagingShape, user: z.union([z.string(), z.number()]).optional() });

function ownerOf(principal: Principal, user: string | number | undefined): number {
  if (user === undefined) return principal.id;
  const id = idFromReference('users', user);
  if (id === null) throw badRequest('user must be a user such as /api/users/3.');
  if (id !== principal.id && !isAdmin(principal)) throw forbidden(OTHERS_VALUES);
  return id;
}

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
      const userId = ownerOf(principal, query.user);
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
