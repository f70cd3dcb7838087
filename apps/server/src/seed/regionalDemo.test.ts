import {
  type ImageAsset,
  layoutSheetPage,
  parseSheetData,
  preflightMessage,
  preflightPage,
  preflightPageOf,
  readableName,
  type SheetData,
  type VariantSelection,
} from '@pms/sheet';
import { openFonts } from '@pms/sheet/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, pgliteDirFor } from '../db/client.ts';
import { dealerLogos, mediaObjects, regionalSheets, sheets } from '../db/schema/index.ts';
import { textIndex } from '../regional/textIndex.ts';
import { translationProgress } from '../regional/translationProgress.ts';
import { DirectoryStorage, mediaUrl } from '../storage/mediaStorage.ts';
import { TEST_DATABASES, type TestEnvironment, testEnvironment } from '../test/testApp.ts';
import { TRANSLATED_REGIONS } from './copies/copyLanguages.ts';
import { seedDemo } from './seedDemo.ts';

/** The runs of text between tags: where an English sentence would hide inside markup. */
function runs(html: string): string[] {
  return html
    .split(/<[^>]+>/)
    .map((run) => run.trim())
    .filter((run) => run !== '');
}

/** What each region's prices must read like: its currency, its separators. */
const PRICE_FORMS: Record<string, RegExp> = {
  cz: /^\d{1,3}(\u00a0\d{3})*\u00a0Kč$/,
  pl: /^(\d{1,4}|\d{1,3}(\u00a0\d{3})+)(,\d{2})?\u00a0zł$/,
  hu: /^(\d{1,4}|\d{1,3}(\u00a0\d{3})+)\u00a0Ft$/,
  at: /^€\u00a0\d{1,3}(\.\d{3})*(,\d{2})?$/,
  sk: /^\d{1,3}(\u00a0\d{3})*(,\d{2})?\u00a0€$/,
};

describe.each(TEST_DATABASES)('the regional demo on $name', ({ name }) => {
  let environment: TestEnvironment;
  let database: DatabaseHandle;
  let copies: (typeof regionalSheets.$inferSelect)[];
  let masters: Map<number, typeof sheets.$inferSelect>;

  beforeAll(async () => {
    environment = await testEnvironment(name);
    database = await openDatabase({
      databaseUrl: environment.databaseUrl,
      pgliteDir: pgliteDirFor(environment.dataDir),
    });
    await database.migrate();
    const storage = new DirectoryStorage(`${environment.dataDir}/media`);
    await seedDemo(database.db, storage, { adminPassword: 'admin-secret' });
    copies = await database.db.select().from(regionalSheets);
    masters = new Map((await database.db.select().from(sheets)).map((row) => [row.id, row]));
  });

  afterAll(async () => {
    await database?.close();
    await environment?.cleanup();
  });

  const pairs = () =>
    copies.map((copy) => {
      const master = masters.get(copy.masterId);
      if (!master) throw new Error(`copy ${copy.id} has no master`);
      return {
        copy,
        master,
        copyData: parseSheetData(copy.data),
        masterData: parseSheetData(master.data),
      };
    });

  it('translates the Czech, Polish, Austrian, Hungarian and Slovak copies, and every copy is one of them', () => {
    expect(TRANSLATED_REGIONS).toEqual(expect.arrayContaining(['cz', 'pl', 'at', 'hu']));
    for (const region of ['cz', 'pl', 'at', 'hu', 'sk'])
      expect(copies.filter((copy) => copy.region === region).length, region).toBeGreaterThan(0);
    expect(copies.every((copy) => TRANSLATED_REGIONS.includes(copy.region))).toBe(true);
  });

  it('leaves no English text, list line, variant or dealer label in them', () => {
    const english: string[] = [];
    for (const { copy, master, copyData, masterData } of pairs()) {
      const where = `${copy.region} ${master.name}`;
      if (copy.name === master.name) english.push(`${where}: name`);
      if (copy.details === master.details) english.push(`${where}: details`);
      const masterTexts = textIndex(masterData);
      const masterRuns = new Set([...masterTexts.values()].flatMap(runs));
      for (const [key, text] of textIndex(copyData)) {
        if (text === masterTexts.get(key)) english.push(`${where}: ${key}`);
        for (const run of runs(text))
          if (masterRuns.has(run)) english.push(`${where}: ${key} holds "${run}"`);
      }
      const masterPages = [masterData, ...masterData.additional_pages];
      [copyData, ...copyData.additional_pages].forEach((page, index) => {
        const masterPage = masterPages[index];
        page.variant_groups.forEach((group, at) => {
          if (group.name === masterPage?.variant_groups[at]?.name)
            english.push(`${where}: group ${group.name}`);
        });
        page.variants.forEach((variant, at) => {
          const before = masterPage?.variants[at];
          if (variant.name === before?.name) english.push(`${where}: variant ${variant.name}`);
          // A bare tyre size reads alike in every language; anything more is translated.
          if (variant.details === before?.details && !/^[\d/ R]+[A-Z]$/.test(variant.details))
            english.push(`${where}: variant details ${variant.details}`);
        });
        for (const element of page.elements) {
          if (!element.config.dealerEditable) continue;
          const label = element.config.dealerLabel;
          if (!label || label === readableName(element.config.name))
            english.push(`${where}: dealer label of ${element.config.name}`);
        }
      });
    }
    expect(english).toEqual([]);
  });

  it("writes prices in the region's currency and number format", () => {
    const wrong: string[] = [];
    let prices = 0;
    for (const { copy, master, copyData } of pairs()) {
      const form = PRICE_FORMS[copy.region];
      if (!form) throw new Error(`no price form for ${copy.region}`);
      for (const text of textIndex(copyData).values())
        for (const run of runs(text)) {
          // The runs a price box sets large are the prices; nothing may keep "1,249 €".
          if (/\d,\d{3}/.test(run)) wrong.push(`${copy.region} ${master.name}: "${run}"`);
          if (/^[\d\s.,€]+$|Kč$|zł$|Ft$|€$/.test(run) && /^[€\d]/.test(run) && run.length < 16) {
            prices += 1;
            if (!form.test(run)) wrong.push(`${copy.region} ${master.name}: "${run}"`);
          }
        }
    }
    expect(wrong).toEqual([]);
    expect(prices).toBeGreaterThan(30);
    const reference = pairs().find(
      ({ copy, master }) => copy.region === 'cz' && master.name === 'Reference offer sheet',
    );
    expect(
      reference?.copyData.elements.find((e) => e.config.name === 'Price')?.config,
    ).toMatchObject({ text: expect.stringContaining('31\u00a0290\u00a0Kč') });
  });

  it('counts every text of them translated, by the rules of the translation counter', () => {
    for (const { copy, master, copyData, masterData } of pairs()) {
      const progress = translationProgress(copyData, masterData, masterData);
      expect(progress.total, `${copy.region} ${master.name}`).toBeGreaterThan(0);
      expect(progress.translated, `${copy.region} ${master.name}`).toBe(progress.total);
      expect([copy.translatedTexts, copy.totalTexts]).toEqual([
        progress.translated,
        progress.total,
      ]);
    }
  });

  it('fits the translations in their boxes: no preflight error in any copy or variant', async () => {
    // Layout and preflight read an image's size only, so the stored sizes stand in for bytes.
    const asset = (src: string, size: { width: number; height: number }): ImageAsset => ({
      src,
      width: size.width,
      height: size.height,
      mimeType: 'image/jpeg',
      bytes: new Uint8Array(),
    });
    const media = await database.db.select().from(mediaObjects);
    const images = new Map(
      media.map((row) => [mediaUrl(row.fileKey), asset(mediaUrl(row.fileKey), row)]),
    );
    const [logo] = await database.db.select().from(dealerLogos);
    if (!logo) throw new Error('no dealer logo');
    const ctx = { fonts: openFonts(), images, dealerLogo: asset(mediaUrl(logo.fileKey), logo) };
    const errors: string[] = [];
    for (const { copy, master, copyData } of pairs()) {
      [copyData, ...copyData.additional_pages].forEach((page, index) => {
        const selections: (VariantSelection | undefined)[] = [
          undefined,
          ...page.variants.map((variant) => ({ [variant.group]: variant.id })),
        ];
        for (const selection of selections) {
          const data: SheetData = copyData;
          const layout = layoutSheetPage(data, index, selection ? { ctx, selection } : { ctx });
          for (const finding of preflightPage(preflightPageOf(layout, index)))
            if (finding.severity === 'error')
              errors.push(`${copy.region} ${master.name}: ${preflightMessage(finding)}`);
        }
      });
    }
    expect([...new Set(errors)]).toEqual([]);
  });
});
