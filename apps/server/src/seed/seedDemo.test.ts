import {
  type Element,
  fitImage,
  type ImageAsset,
  type ImageFit,
  layoutSheetPage,
  PRINT_BLEED,
  parseSheetData,
  preflightMessage,
  preflightPage,
  preflightPageOf,
  resolveElement,
  safeParseSheetData,
  type VariantSelection,
} from '@pms/sheet';
import { openFonts } from '@pms/sheet/node';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/passwords.ts';
import { type DatabaseHandle, openDatabase, pgliteDirFor, queryRows } from '../db/client.ts';
import {
  categories,
  dealerLogos,
  mediaObjects,
  regionalSheets,
  sheets,
  users,
} from '../db/schema/index.ts';
import { DirectoryStorage, mediaUrl } from '../storage/mediaStorage.ts';
import { TEST_DATABASES, type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import { DEMO_SHEETS } from './demoSheets.ts';
import { type DemoAccount, seedDemo } from './seedDemo.ts';
import { type DemoSheetData, PAGE } from './sheetBuilder.ts';

/** Offset print wants photos at 300 pixels per inch at the size they are printed. */
const PRINT_PPI = 300;
/** How close to a page edge an element counts as touching it: a guillotine's 1 mm. */
const TOUCH = (1 / 25.4) * 72;

interface PixelSize {
  width: number;
  height: number;
}

/**
 * Pixels per inch of an image fitted into an element's box as layout places it: with cover
 * the image is scaled until it covers the box, so its placed size exceeds the box.
 */
function placedPpi(element: Element, image: PixelSize, defaultFit: ImageFit): number {
  const { style } = element.config;
  const box = { x: style.left, y: style.top, width: style.width, height: style.height };
  const fit = style.backgroundSize ?? defaultFit;
  const placed = fitImage(box, image, { fit, x: 'center', y: 'center' });
  return Math.min(image.width / (placed.width / 72), image.height / (placed.height / 72));
}

/** The page edges an element's box touches (within 1 mm) but does not pass by the bleed. */
function edgesShortOfBleed(element: Element): string[] {
  const { left, top, width, height } = element.config.style;
  const gaps = {
    left,
    top,
    right: PAGE.width - (left + width),
    bottom: PAGE.height - (top + height),
  };
  return Object.entries(gaps)
    .filter(([, gap]) => gap <= TOUCH && gap > -PRINT_BLEED)
    .map(([edge, gap]) => `${edge} ${gap.toFixed(2)} pt`);
}

describe.each(TEST_DATABASES)('demo seed on $name', ({ name }) => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;
  let storage: DirectoryStorage;
  let accounts: DemoAccount[] | null;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    database = await openDatabase({
      databaseUrl: environment.databaseUrl,
      pgliteDir: pgliteDirFor(environment.dataDir),
    });
    await database.migrate();
    storage = new DirectoryStorage(`${environment.dataDir}/media`);
    accounts = await seedDemo(database.db, storage, { adminPassword: 'admin-secret' });
  });

  afterAll(async () => {
    await database?.close();
    await environment?.cleanup();
  });

  const count = async (table: PgTable) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row?.n ?? 0;
  };

  it('creates one account per role, with argon2id hashes and the given admin password', async () => {
    expect(accounts?.map((account) => account.username)).toEqual([
      'admin',
      'regionadmin.cz',
      'dealer.cz',
      'dealer.pl',
    ]);
    const rows = await database.db.select().from(users).orderBy(users.id);
    expect(rows.map((row) => [row.username, row.roles, row.hnr])).toEqual([
      ['admin', ['ROLE_ADMIN'], null],
      ['regionadmin.cz', ['ROLE_REGIONADMIN', 'REGION_CZ'], null],
      ['dealer.cz', ['REGION_CZ'], '41001'],
      ['dealer.pl', ['REGION_PL'], '52001'],
    ]);
    for (const row of rows) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(rows[0]?.passwordHash ?? '', 'admin-secret')).toBe(true);
    // The others get random passwords, different from each other and from the admin's.
    const others = accounts?.slice(1).map((account) => account.password) ?? [];
    expect(new Set(others).size).toBe(3);
    expect(await verifyPassword(rows[2]?.passwordHash ?? '', others[1] ?? '')).toBe(true);
  });

  it('creates nested categories: brand lines, car series, seasons and others', async () => {
    const rows = await database.db.select().from(categories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const top = rows.filter((row) => row.parentId === null).map((row) => row.name);
    expect(top).toEqual(['BMW', 'MINI', 'Seasons', 'Other']);
    const x5 = rows.find((row) => row.name === 'BMW X5');
    expect(byId.get(x5?.parentId ?? -1)?.name).toBe('BMW');
    const winter = rows.find((row) => row.name === 'Winter');
    expect(byId.get(winter?.parentId ?? -1)?.name).toBe('Seasons');
  });

  it('creates at least 12 master sheets with every element type, variants, a second page and two sticky ones', async () => {
    const rows = await database.db.select().from(sheets);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const data = rows.map((row) => row.data as DemoSheetData);
    const types = new Set(data.flatMap((sheet) => sheet.elements.map((element) => element.type)));
    expect([...types].sort()).toEqual(['icons', 'img', 'logo', 'p', 'tyre_label', 'ul']);
    expect(
      rows
        .filter((row) => row.sticky)
        .map((row) => row.name)
        .sort(),
    ).toEqual(['Spring check', 'Winter tyre storage']);
    expect(data.filter((sheet) => sheet.variants.length > 1).length).toBeGreaterThanOrEqual(3);
    expect(data.filter((sheet) => sheet.additional_pages.length > 0)).toHaveLength(1);
    expect(data.some((sheet) => sheet.connected_groups.length > 0)).toBe(true);
    expect(rows.some((row) => row.name === 'Reference offer sheet')).toBe(true);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['locked', 'unlocked']));
  });

  it('stores sheet data that the engine accepts as it is', async () => {
    const rows = await database.db.select({ name: sheets.name, data: sheets.data }).from(sheets);
    for (const row of rows) {
      const result = safeParseSheetData(row.data);
      expect(result.success, row.name).toBe(true);
      if (result.success) expect(result.data, row.name).toEqual(row.data);
    }
  });

  it('creates regional copies in at least 4 regions with mixed status', async () => {
    const rows = await database.db.select().from(regionalSheets);
    const regions = new Set(rows.map((row) => row.region));
    expect(regions.size).toBeGreaterThanOrEqual(4);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['locked', 'unlocked']));
    // A copy is the master's layout in the region's words (regionalDemo.test checks the words).
    const masters = await database.db.select().from(sheets);
    const master = masters.find((row) => row.id === rows[0]?.masterId);
    const layout = (data: unknown) =>
      (data as DemoSheetData).elements.map((element) => [
        element.id,
        element.type,
        element.config.style,
      ]);
    expect(layout(rows[0]?.data)).toEqual(layout(master?.data));
    expect(rows[0]?.data).not.toEqual(master?.data);
  });

  it('stores generated images and dealer logos for two brands, with their files', async () => {
    const media = await database.db.select().from(mediaObjects);
    expect(media.length).toBeGreaterThanOrEqual(5);
    expect(new Set(media.map((row) => row.mimeType))).toEqual(new Set(['image/jpeg', 'image/png']));
    for (const row of media) {
      expect(await storage.has(row.fileKey)).toBe(true);
      expect(await storage.has(row.thumbnailKey ?? '')).toBe(true);
      expect((await storage.get(row.fileKey))?.byteLength).toBe(row.byteSize);
    }
    const logos = await database.db.select().from(dealerLogos);
    expect(new Set(logos.map((row) => row.brand))).toEqual(new Set(['bmw', 'mini']));
    expect(logos.every((row) => ['41001', '52001'].includes(row.hnr))).toBe(true);
    // Every image a demo sheet points at exists.
    const urls = JSON.stringify(await database.db.select({ data: sheets.data }).from(sheets)).match(
      /\/media\/[0-9a-f]{64}\.(jpg|png)/g,
    );
    expect(urls?.length).toBeGreaterThan(0);
    for (const url of new Set(urls))
      expect(await storage.has(url.slice('/media/'.length))).toBe(true);
  });

  it('seeds print-ready sheets: pictures at 300 ppi where placed, 3 mm past every page edge they touch', async () => {
    const media = await database.db.select().from(mediaObjects);
    const images = new Map<string, PixelSize>(media.map((row) => [mediaUrl(row.fileKey), row]));
    // Any dealer's logo may fill a logo element, so each is checked in every logo box.
    const logos = await database.db.select().from(dealerLogos);
    const rows = await database.db.select({ name: sheets.name, data: sheets.data }).from(sheets);
    const problems: string[] = [];
    let pictures = 0;
    let bleeding = 0;
    for (const row of rows) {
      const data = parseSheetData(row.data);
      [data, ...data.additional_pages].forEach((page, pageIndex) => {
        for (const element of page.elements) {
          // The element as it is and as each of its variant entries makes it.
          const forms = [
            resolveElement(element, []),
            ...element.variants.map((entry) => resolveElement(element, entry.variants)),
          ];
          for (const form of forms) {
            const where = `${row.name}, page ${pageIndex + 1}, ${form.config.name}`;
            // The engine's default fits (image cover, logo contain), where a style sets none.
            const shown: [PixelSize | undefined, ImageFit][] =
              form.type === 'img'
                ? [[images.get(form.config.src?.contentUrl ?? ''), 'cover']]
                : form.type === 'logo'
                  ? logos.map((logo): [PixelSize, ImageFit] => [logo, 'contain'])
                  : [];
            for (const [image, fit] of shown) {
              if (!image) {
                problems.push(`${where}: image not in the library`);
                continue;
              }
              pictures += 1;
              const ppi = placedPpi(form, image, fit);
              if (ppi < PRINT_PPI) problems.push(`${where}: ${ppi.toFixed(0)} ppi`);
            }
            const short = edgesShortOfBleed(form);
            if (short.length > 0) problems.push(`${where}: short of the bleed at ${short}`);
            else if (form.config.style.left < 0) bleeding += 1;
          }
        }
      });
    }
    expect(problems).toEqual([]);
    // The checks saw what they are about: every photo, logo and the page-wide pictures.
    expect(pictures).toBeGreaterThan(rows.length);
    expect(bleeding).toBeGreaterThanOrEqual(10);
  });

  it('seeds sheets that pass preflight: no errors, and no picture below 300 ppi or short of the bleed', async () => {
    // Layout and preflight read an image's size only, so the stored sizes stand in for bytes.
    const asset = (src: string, size: PixelSize, mimeType: string): ImageAsset => ({
      src,
      width: size.width,
      height: size.height,
      mimeType: mimeType === 'image/png' ? 'image/png' : 'image/jpeg',
      bytes: new Uint8Array(),
    });
    const media = await database.db.select().from(mediaObjects);
    const images = new Map(
      media.map((row) => [mediaUrl(row.fileKey), asset(mediaUrl(row.fileKey), row, row.mimeType)]),
    );
    const logos = await database.db.select().from(dealerLogos);
    const rows = await database.db.select({ name: sheets.name, data: sheets.data }).from(sheets);
    expect(rows.map((row) => row.name)).toContain('Reference offer sheet');
    const findings: string[] = [];
    for (const row of rows) {
      const data = parseSheetData(row.data);
      [data, ...data.additional_pages].forEach((page, index) => {
        // The default selection, then each variant on its own.
        const selections: (VariantSelection | undefined)[] = [
          undefined,
          ...page.variants.map((variant) => ({ [variant.group]: variant.id })),
        ];
        for (const logo of logos) {
          const ctx = {
            fonts: openFonts(),
            images,
            dealerLogo: asset(mediaUrl(logo.fileKey), logo, logo.mimeType),
          };
          for (const selection of selections) {
            const layout = layoutSheetPage(data, index, selection ? { ctx, selection } : { ctx });
            for (const finding of preflightPage(preflightPageOf(layout, index))) {
              if (
                finding.severity === 'error' ||
                finding.check === 'imageResolution' ||
                finding.check === 'bleed'
              )
                findings.push(`${row.name}: ${preflightMessage(finding)}`);
            }
          }
        }
      });
    }
    expect([...new Set(findings)]).toEqual([]);
  });

  it('never seeds twice, even when asked twice at once', async () => {
    const before = await count(sheets);
    const results = await Promise.all([
      seedDemo(database.db, storage, { adminPassword: undefined }),
      seedDemo(database.db, storage, { adminPassword: undefined }),
    ]);
    expect(results).toEqual([null, null]);
    expect(await count(sheets)).toBe(before);
    expect(await count(users)).toBe(4);
  });
});

describe('demo seed atomicity', () => {
  it('leaves nothing behind when a step fails', async () => {
    const environment = await testEnvironment('pglite');
    const database = await openDatabase({ pgliteDir: pgliteDirFor(environment.dataDir) });
    try {
      await database.migrate();
      // A category key the seed does not know makes it fail after users and media are inserted.
      const broken = [
        { ...DEMO_SHEETS[0], category: 'no-such-category' },
      ] as unknown as typeof DEMO_SHEETS;
      await expect(
        seedDemo(database.db, new DirectoryStorage(`${environment.dataDir}/media`), {
          adminPassword: undefined,
          sheets: broken,
        }),
      ).rejects.toThrow('unknown demo category no-such-category');
      const tables = ['users', 'categories', 'sheets', 'media_objects', 'dealer_logos'];
      for (const table of tables) {
        const rows = await queryRows<{ n: number }>(
          database.db,
          sql.raw(`select count(*)::int as n from ${table}`),
        );
        expect(rows[0]?.n, table).toBe(0);
      }
    } finally {
      await database.close();
      await environment.cleanup();
    }
  });
});
