import { CALIBRI, VERDANA } from '../elements/tyre_label/text.ts';
import { allPages } from '../model/pages.ts';
import type { SheetData } from '../model/sheet.ts';
import { DEFAULT_FAMILY } from './fonts.ts';

/**
 * The font families a sheet's layout sets text in, the default first: what a browser must load
 * before it draws the sheet, and no more (each family is four files of 0.3 to 0.7 MB).
 * `family` is the one its text is set in (LayoutContext.family: its ci's brand family, which
 * the server knows); Noto Sans stays, for the letters a brand font lacks. Elements that name a
 * family of their own (`fontFamily`, also in a variant) add it.
 */
export function sheetFamilies(data: SheetData, family?: string | null): string[] {
  const families = new Set<string>([DEFAULT_FAMILY]);
  if (family) families.add(family);
  for (const page of allPages(data)) {
    for (const element of page.elements) {
      // Every variant's family too: a variant may set one of its own.
      for (const config of [element.config, ...element.variants.map((entry) => entry.config)]) {
        const own = (config as { fontFamily?: unknown }).fontFamily;
        if (typeof own === 'string') families.add(own);
      }
      if (element.type === 'tyre_label') {
        families.add(CALIBRI);
        families.add(VERDANA);
      }
    }
  }
  return [...families];
}
