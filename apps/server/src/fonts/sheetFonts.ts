import { type FontLibrary, type SheetData, sheetFamilies } from '@pms/sheet';
import { sheetLanguage } from '@pms/sheet/regions';
import type { FastifyInstance } from 'fastify';
import type { BrandFont } from './brandFaces.ts';
import { brandFontFor, familyVersion, loadFamily } from './brandFonts.ts';
import { brandLibrary } from './brandLibrary.ts';

/** The fonts a sheet is set in, as the server read them for one export or measurement. */
export interface SheetFonts {
  /** The engine id of its ci's brand family (LayoutContext.family); unset: Noto Sans. */
  family: string | undefined;
  /** Every brand family it uses with its bytes: its ci's and the ones its elements name. */
  brands: BrandFont[];
}

/** What layout takes of them: the library and the sheet's family, and the language it hyphenates in. */
export interface SheetLayoutFonts {
  fonts: FontLibrary;
  family: string | undefined;
  /** Its region's language (sheetLanguage), as its exports hyphenate; English when unset. */
  language?: string | undefined;
}

const BRAND_ID = /^brand-([1-9][0-9]*)$/;

/**
 * The fonts `data` is set in: every export draws with them and every "does it fit" answer
 * (translation rooms and overflows, import warnings) measures with them, so both agree. An
 * element's family that was deleted is left out: layout sets that element in the ci's family
 * and preflight warns (familyMissing).
 */
export async function sheetFontsFor(app: FastifyInstance, data: SheetData): Promise<SheetFonts> {
  const ci = await brandFontFor(app, data.ci);
  const brands = new Map<string, BrandFont>(ci ? [[ci.family, ci]] : []);
  for (const family of sheetFamilies(data)) {
    const id = BRAND_ID.exec(family)?.[1];
    if (id === undefined || brands.has(family)) continue;
    const version = await familyVersion(app, Number(id));
    const loaded = version === null ? null : await loadFamily(app, Number(id), version);
    if (loaded) brands.set(family, loaded.font);
  }
  return { family: ci?.family, brands: [...brands.values()] };
}

/** The library and family layout takes, from fonts read by sheetFontsFor (none: Noto Sans). */
export function sheetLayoutFonts(fonts: SheetFonts | null | undefined): SheetLayoutFonts {
  return { fonts: brandLibrary(fonts?.brands ?? []), family: fonts?.family };
}

/** A cache key part that changes whenever any of the sheet's brand faces may have. */
export function sheetFontsKey(fonts: SheetFonts): string {
  return fonts.brands
    .map((brand) => `-${brand.key}`)
    .sort()
    .join('');
}

/**
 * The fonts of `data`, ready for layout, with the language of `region` (null: a master's):
 * what the measuring code takes, so its line breaks are the export's, hyphenation included.
 */
export async function sheetLayoutFontsFor(
  app: FastifyInstance,
  data: SheetData,
  region: string | null,
): Promise<SheetLayoutFonts> {
  return { ...sheetLayoutFonts(await sheetFontsFor(app, data)), language: sheetLanguage(region) };
}
