import { createFontLibrary, type FontLibrary } from '@pms/sheet';
import { notoSansSource, OPEN_FONT_FILES, openFonts } from '@pms/sheet/node';
import type { BrandFont } from './brandFaces.ts';

/** Libraries by their brand families' keys; a handful of brands, so a small bound only guards against churn. */
const KEPT_LIBRARIES = 16;
const libraries = new Map<string, FontLibrary>();

/**
 * The open families plus the brand families a sheet uses (its ci's and its elements'), made
 * once per set of family versions and thread (render threads included: the engine parses each
 * face once per array, and the worker keeps the arrays it was sent by key, see keptBrandFont).
 * Without brand families, the open library.
 */
export function brandLibrary(brands: readonly BrandFont[]): FontLibrary {
  if (brands.length === 0) return openFonts();
  const key = brands
    .map((brand) => brand.key)
    .sort()
    .join(',');
  let library = libraries.get(key);
  if (!library) {
    const open = openFonts();
    const others = Object.fromEntries(
      Object.keys(OPEN_FONT_FILES)
        .filter((id) => id !== 'noto-sans')
        .flatMap((id) => {
          const set = open.families.get(id);
          return set ? [[id, set.source] as const] : [];
        }),
    );
    const own = Object.fromEntries(brands.map((brand) => [brand.family, brand.source]));
    library = createFontLibrary(notoSansSource(), { ...others, ...own });
    if (libraries.size >= KEPT_LIBRARIES) libraries.clear();
    libraries.set(key, library);
  }
  return library;
}

const fonts = new Map<string, BrandFont>();

/**
 * The first copy of a brand family this thread was sent under its key: a render thread gets a
 * fresh copy of the bytes with every task, and would otherwise hash them to find its parse.
 */
export function keptBrandFont(brand: BrandFont): BrandFont {
  const known = fonts.get(brand.key);
  if (known) return known;
  if (fonts.size >= KEPT_LIBRARIES) fonts.clear();
  fonts.set(brand.key, brand);
  return brand;
}
