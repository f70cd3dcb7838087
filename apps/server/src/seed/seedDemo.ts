import { parseSheetData, sanitizeSheetData } from '@pms/sheet';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/client.ts';
import {
  categories,
  dealerLogos,
  dealerProfiles,
  mediaObjects,
  paletteColors,
  regionalSheets,
  sheetRevisions,
  sheets,
  users,
} from '../db/schema/index.ts';
import { translationProgress } from '../regional/translationProgress.ts';
import { prepareImage } from '../storage/imageIntake.ts';
import { type MediaStorage, mediaUrl } from '../storage/mediaStorage.ts';
import { storeImage } from '../storage/storeImage.ts';
import { copyTranslator } from './copies/copyLanguages.ts';
import { type DemoAccount, demoAccounts } from './demoAccounts.ts';
import { DEMO_CATEGORIES, type DemoCategory, type DemoCategoryKey } from './demoCategories.ts';
import { DEMO_IMAGES, type DemoImageId, renderDemoImage } from './demoImages.ts';
import { DEMO_PALETTES } from './demoPalettes.ts';
import { DEMO_PROFILES } from './demoProfiles.ts';
import { DEMO_SHEETS, type DemoSheet } from './demoSheets.ts';
import type { ImageUrls } from './sheetBuilder.ts';

export type { DemoAccount };

export interface SeedOptions {
  /** The admin's password; every other demo account gets a random one. */
  adminPassword: string | undefined;
  /** The sheets to seed; tests pass their own. */
  sheets?: readonly DemoSheet[];
}

/** Dealers with logos: 41001 (cz) has both brands, 52001 (pl) BMW only. */
const DEALER_LOGOS: { hnr: string; brand: string; image: DemoImageId }[] = [
  { hnr: '41001', brand: 'bmw', image: 'logoBmw' },
  { hnr: '41001', brand: 'mini', image: 'logoMini' },
  { hnr: '52001', brand: 'bmw', image: 'logoBmw' },
];

const SEED_LOCK = 'print-and-mediaservice demo seed';

/**
 * Fills an empty database with the demo, all in one transaction: either everything is there
 * or nothing. Answers the accounts it created, or null when the database was not empty (so
 * it never seeds twice, even with two servers starting at once: an advisory lock orders them).
 */
export async function seedDemo(
  db: Database,
  media: MediaStorage,
  options: SeedOptions,
): Promise<DemoAccount[] | null> {
  // The usual start finds data and stops here, before any hashing or image work.
  if (await hasUsers(db)) return null;
  // Images and hashes are prepared before the transaction so it stays short. Files are
  // content-addressed, so a file written for a seed that then rolls back is harmless.
  const accounts = demoAccounts(options.adminPassword);
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));
  // Through the upload's own preparation, so demo images have print forms like uploads.
  const images = await Promise.all(
    DEMO_IMAGES.map(async (image) => {
      const prepared = await prepareImage(image.name, (await renderDemoImage(image)).bytes);
      return { image, prepared, keys: await storeImage(media, prepared) };
    }),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK}))`);
    // Checked again under the lock: another server may have seeded in the meantime.
    if (await hasUsers(tx)) return null;

    const userIds = await tx
      .insert(users)
      .values(
        accounts.map((account, index) => ({
          username: account.username,
          passwordHash: hashes[index] ?? '',
          roles: account.roles,
          hnr: account.hnr,
          passwordChangeRecommended: true,
        })),
      )
      .returning({ id: users.id });
    const adminId = userIds[0]?.id ?? null;

    const urls = {} as ImageUrls;
    for (const { image, prepared, keys } of images) {
      urls[image.id] = mediaUrl(keys.fileKey);
      if (image.tags.includes('logo')) continue;
      await tx.insert(mediaObjects).values({
        ...keys,
        name: image.name,
        mimeType: prepared.mimeType,
        byteSize: prepared.file.bytes.byteLength,
        width: prepared.width,
        height: prepared.height,
        tags: image.tags,
        uploadedBy: adminId,
      });
    }

    await tx.insert(dealerLogos).values(
      DEALER_LOGOS.map((entry) => {
        const stored = images.find(({ image }) => image.id === entry.image);
        if (!stored) throw new Error(`demo logo image ${entry.image} is missing`);
        const { thumbnailKey: _thumbnail, ...keys } = stored.keys;
        return {
          ...keys,
          hnr: entry.hnr,
          brand: entry.brand,
          mimeType: stored.prepared.mimeType,
          width: stored.prepared.width,
          height: stored.prepared.height,
        };
      }),
    );

    await tx.insert(dealerProfiles).values(DEMO_PROFILES);
    await tx
      .insert(paletteColors)
      .values(
        DEMO_PALETTES.flatMap(({ ci, colors }) => colors.map((fields) => ({ ci, ...fields }))),
      );

    const categoryIds = new Map<DemoCategoryKey, number>();
    const insertCategory = async (category: DemoCategory, parentId: number | null) => {
      const [row] = await tx
        .insert(categories)
        .values({ name: category.name, parentId })
        .returning({ id: categories.id });
      if (!row) throw new Error(`category ${category.name} was not created`);
      categoryIds.set(category.key as DemoCategoryKey, row.id);
      for (const child of category.children ?? []) await insertCategory(child, row.id);
    };
    for (const category of DEMO_CATEGORIES) await insertCategory(category, null);

    // Oldest first, so the reference sheet has the lowest id and the overview (id descending,
    // sticky first) shows the newest offers at the top.
    for (const demo of options.sheets ?? DEMO_SHEETS) {
      const categoryId = categoryIds.get(demo.category);
      if (categoryId === undefined) throw new Error(`unknown demo category ${demo.category}`);
      // Stored exactly as a save would store it: validated, normalized and sanitized.
      const data = sanitizeSheetData(parseSheetData(demo.data(urls)));
      const [sheet] = await tx
        .insert(sheets)
        .values({ name: demo.name, details: demo.details, status: demo.status, categoryId, data })
        .returning({ id: sheets.id });
      if (!sheet) throw new Error(`sheet ${demo.name} was not created`);
      await tx.insert(sheetRevisions).values({
        sheetId: sheet.id,
        version: 1,
        name: demo.name,
        details: demo.details,
        status: demo.status,
        categoryId,
        data,
        createdBy: adminId,
      });
      for (const copy of demo.regional) {
        // Copies of the regions the seed speaks are written in their language and money, as
        // a region admin would have translated them; the rest hold the master's English.
        const translator = copyTranslator(copy.region);
        const copyData = translator
          ? sanitizeSheetData(parseSheetData(translator.sheet(demo.data(urls))))
          : data;
        const name = translator?.text(demo.name) ?? copy.name ?? demo.name;
        const details = translator?.text(demo.details) ?? demo.details;
        // Counted as the translation counter counts a region admin's work, against the
        // master's version 1 the copy is based on.
        const progress = translationProgress(copyData, data, data);
        const [regional] = await tx
          .insert(regionalSheets)
          .values({
            masterId: sheet.id,
            region: copy.region,
            name,
            details,
            status: copy.status,
            data: copyData,
            translatedTexts: progress.translated,
            totalTexts: progress.total,
          })
          .returning({ id: regionalSheets.id });
        if (!regional) throw new Error(`regional copy ${copy.region} was not created`);
        await tx.insert(sheetRevisions).values({
          regionalSheetId: regional.id,
          version: 1,
          masterVersion: 1,
          name,
          details,
          status: copy.status,
          data: copyData,
          createdBy: adminId,
        });
      }
    }
    return accounts;
  });
}

async function hasUsers(db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}
