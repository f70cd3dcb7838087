import type { DealerProfile } from '@pms/sheet';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dealerProfiles } from '../db/schema/index.ts';

/** A dealer's profile as the layout fills bound texts from it, with its version for caches. */
export interface ReaderProfile {
  profile: DealerProfile;
  /** Changes with every save of the profile: part of a thumbnail's cache key. */
  key: string;
}

/** The profile of a dealer number, or null for users without one. */
export async function dealerProfileFor(
  app: FastifyInstance,
  hnr: string | null,
): Promise<ReaderProfile | null> {
  if (!hnr) return null;
  const [row] = await app.db.select().from(dealerProfiles).where(eq(dealerProfiles.hnr, hnr));
  if (!row) return null;
  const { name, address, phone, email, website, openingHours } = row;
  return {
    profile: { name, address, phone, email, website, openingHours },
    key: `${row.id}.${row.version}`,
  };
}
