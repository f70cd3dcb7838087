import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { regionOf } from '../auth/principal.ts';
import { batchExportFiles, dealerProfiles, users } from '../db/schema/index.ts';

/** A dealer a batch could not make a file for, and why (a sentence). */
export interface SkippedDealer {
  hnr: string;
  /** The dealer's name from their profile, else their user name. */
  dealer: string;
  reason: string;
}

/** Why a dealer of the region without a profile gets no file: what the batch report says. */
export function noProfileReason(hnr: string): string {
  return `Dealer ${hnr} has no dealer profile yet, so no file was made for them: add their profile and export again.`;
}

/**
 * The dealers (users with a dealer number) of `region` who have no dealer profile: the batch
 * cannot fill their sheet's contact texts, so it names them instead of leaving them out unseen.
 */
export async function dealersWithoutProfile(
  app: FastifyInstance,
  region: string,
): Promise<{ hnr: string; username: string }[]> {
  const rows = await app.db
    .select({ hnr: users.hnr, username: users.username, roles: users.roles })
    .from(users)
    .leftJoin(dealerProfiles, eq(dealerProfiles.hnr, users.hnr))
    .where(and(isNotNull(users.hnr), isNull(dealerProfiles.id)))
    .orderBy(users.hnr, users.id);
  const seen = new Map<string, string>();
  for (const row of rows) {
    if (row.hnr && regionOf(row.roles) === region && !seen.has(row.hnr)) {
      seen.set(row.hnr, row.username);
    }
  }
  return [...seen].map(([hnr, username]) => ({ hnr, username }));
}

/** The dealers each of these batches made no file for, with the reason, by batch id. */
export async function skippedDealers(
  app: FastifyInstance,
  batchIds: number[],
): Promise<Map<number, SkippedDealer[]>> {
  const skipped = new Map<number, SkippedDealer[]>();
  if (batchIds.length === 0) return skipped;
  const rows = await app.db
    .select({
      batchId: batchExportFiles.batchId,
      hnr: batchExportFiles.hnr,
      problem: batchExportFiles.problem,
      profileName: dealerProfiles.name,
      username: users.username,
    })
    .from(batchExportFiles)
    .leftJoin(dealerProfiles, eq(dealerProfiles.hnr, batchExportFiles.hnr))
    .leftJoin(users, eq(users.hnr, batchExportFiles.hnr))
    .where(and(inArray(batchExportFiles.batchId, batchIds), isNull(batchExportFiles.fileKey)))
    .orderBy(batchExportFiles.hnr, users.id);
  for (const row of rows) {
    const list = skipped.get(row.batchId) ?? [];
    if (list.some((entry) => entry.hnr === row.hnr)) continue;
    list.push({
      hnr: row.hnr,
      dealer: row.profileName || row.username || row.hnr,
      reason: row.problem ?? 'No file was made for this dealer.',
    });
    skipped.set(row.batchId, list);
  }
  return skipped;
}
