import type { ImageAsset } from '@pms/sheet';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dealerLogos } from '../db/schema/index.ts';
import { mediaUrl } from '../storage/mediaStorage.ts';
import { loadImageAsset } from './imageAssets.ts';

/** The dealer's own logo for a brand, which every logo element of a sheet of that brand shows. */
export async function dealerLogoFor(
  app: FastifyInstance,
  hnr: string | null,
  brand: string,
): Promise<ImageAsset | null> {
  if (!hnr) return null;
  const [logo] = await app.db
    .select({ fileKey: dealerLogos.fileKey })
    .from(dealerLogos)
    .where(and(eq(dealerLogos.hnr, hnr), eq(dealerLogos.brand, brand)));
  return logo ? loadImageAsset(app, mediaUrl(logo.fileKey)) : null;
}
