import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isAdmin, type Principal } from '../auth/principal.ts';
import { regionalSheets, type SheetRow, sheets } from '../db/schema/index.ts';
import { forbidden, notFound } from '../http/httpError.ts';
import {
  mayReadMasterOfCopy,
  NOT_ALLOWED_REGION,
  visibleRegionalSheets,
} from '../policies/sheetVisibility.ts';

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

/**
 * The master of a copy this user may read, if they may read the master too (locked masters
 * only admins); undefined when it is gone or not theirs to read.
 */
export async function masterOfCopy(
  app: FastifyInstance,
  principal: Principal,
  copy: { masterId: number },
): Promise<SheetRow | undefined> {
  const [master] = await app.db.select().from(sheets).where(eq(sheets.id, copy.masterId));
  return master && mayReadMasterOfCopy(principal, master) ? master : undefined;
}
