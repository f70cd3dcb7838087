import { asc, count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { sheets } from '../../db/schema/index.ts';
import { hydraCollection } from '../../http/hydra.ts';
import { validate } from '../../http/validate.ts';
import { visibleSheets } from '../../policies/sheetVisibility.ts';
import { presentSheetSummary } from './presentSheet.ts';

const listQuery = z.object({
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more.' }).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1, { error: 'itemsPerPage must be from 1 to 100.' })
    .max(100, { error: 'itemsPerPage must be from 1 to 100.' })
    .default(30),
  'order[id]': z.enum(['asc', 'desc'], { error: 'order[id] must be asc or desc.' }).default('asc'),
});

/** Master sheets. Lists use a light projection without `data`. */
export async function sheetRoutes(app: FastifyInstance) {
  app.get('/api/sheets', async (request) => {
    const principal = requirePrincipal(request);
    const query = validate(listQuery, request.query);
    const where = visibleSheets(principal);
    const [total] = await app.db.select({ n: count() }).from(sheets).where(where);
    const rows = await app.db
      .select({
        id: sheets.id,
        name: sheets.name,
        details: sheets.details,
        status: sheets.status,
        sticky: sheets.sticky,
        categoryId: sheets.categoryId,
        version: sheets.version,
        created: sheets.created,
        modified: sheets.modified,
      })
      .from(sheets)
      .where(where)
      .orderBy(query['order[id]'] === 'desc' ? desc(sheets.id) : asc(sheets.id))
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage);
    return hydraCollection('sheets', rows.map(presentSheetSummary), total?.n ?? 0, query, {
      'order[id]': query['order[id]'],
      itemsPerPage: String(query.itemsPerPage),
    });
  });
}
