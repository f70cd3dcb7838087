import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAdmin, type Principal } from '../../auth/principal.ts';
import { regionalSheets } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../http/httpError.ts';
import { NOT_ALLOWED_REGION, visibleRegionalSheets } from '../../policies/sheetVisibility.ts';

/**
 * The regional copy with this id, if this user may open it. Another region's copy is refused
 * with SPEC's message; one of the user's region that they may not see looks missing.
 */
export async function readableCopy(app: FastifyInstance, principal: Principal, id: number) {
  const [row] = await app.db.select().from(regionalSheets).where(eq(regionalSheets.id, id));
  if (!row) throw notFound('The regional sheet');
  if (!isAdmin(principal) && row.region !== principal.region) throw forbidden(NOT_ALLOWED_REGION);
  const [visible] = await app.db
    .select({ id: regionalSheets.id })
    .from(regionalSheets)
    .where(and(eq(regionalSheets.id, id), visibleRegionalSheets(principal)));
  if (!visible) throw notFound('The regional sheet');
  return row;
}
