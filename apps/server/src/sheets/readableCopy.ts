import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Principal } from '../auth/principal.ts';
import { regionalSheets, type SheetRow, sheets } from '../db/schema/index.ts';
import { notFound } from '../http/httpError.ts';
import { authorize } from '../policies/authorize.ts';
import { regionalSheetPolicy } from '../policies/regionalSheets.ts';
import { mayReadMasterOfCopy } from '../policies/sheetVisibility.ts';

/**
 * The regional copy with this id, if this user may open it. Another region's copy is refused
 * with SPEC's message; one of the user's region that they may not see looks missing.
 */
export async function readableCopy(app: FastifyInstance, principal: Principal, id: number) {
  const [row] = await app.db.select().from(regionalSheets).where(eq(regionalSheets.id, id));
  if (!row) throw notFound('The regional sheet');
  authorize(principal, 'read', regionalSheetPolicy, row);
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
