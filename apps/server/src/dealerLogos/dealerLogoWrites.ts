import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { type DealerLogoRow, dealerLogos } from '../db/schema/index.ts';
import type { PreparedImage } from '../storage/imageIntake.ts';
import type { StoredImageKeys } from '../storage/storeImage.ts';

/** The stored files and facts of a logo image (a logo has no thumbnail of its own). */
export type DealerLogoImage = Omit<StoredImageKeys, 'thumbnailKey'> &
  Pick<PreparedImage, 'mimeType' | 'width' | 'height'>;

/** Sets the logo of a dealer number and brand: creates it, or replaces the one it has. */
export async function saveDealerLogo(
  db: Database,
  hnr: string,
  brand: string,
  image: DealerLogoImage,
): Promise<DealerLogoRow> {
  const [row] = await db
    .insert(dealerLogos)
    .values({ hnr, brand, ...image })
    .onConflictDoUpdate({
      target: [dealerLogos.hnr, dealerLogos.brand],
      set: { ...image, version: sql`${dealerLogos.version} + 1`, modified: new Date() },
    })
    .returning();
  if (!row) throw new Error('the dealer logo was not written');
  return row;
}

/** Deletes the logo `id`; false when there was none. */
export async function deleteDealerLogo(db: Database, id: number): Promise<boolean> {
  const deleted = await db
    .delete(dealerLogos)
    .where(eq(dealerLogos.id, id))
    .returning({ id: dealerLogos.id });
  return deleted.length > 0;
}
