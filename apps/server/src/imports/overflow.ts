import { defaultSelection, getPage, layoutSheetPage, type SheetData } from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import type { ImportedVariant } from './importRows.ts';

const NO_IMAGES = new Map();

/** Layout time after which the check lets other requests in: they wait at most this long. */
const LAYOUT_SLICE_MS = 20;

/**
 * Text that would not fit its box, found by the same layout the PDF is drawn with (the
 * sheet's fonts, sheetFontsFor): per page for a single sheet, per imported variant with that variant
 * selected. Only elements the import changed are reported. The work is bounded by the
 * import's limits (MAX_ROWS variants, MAX_IMPORT_CHARACTERS of text, about half a second)
 * and done in slices with turns of the event loop between.
 */
export async function overflowWarnings(
  data: SheetData,
  changed: readonly string[],
  variants: readonly ImportedVariant[],
  fonts: SheetLayoutFonts,
): Promise<string[]> {
  const names = new Set(changed);
  const warnings: string[] = [];
  const check = (pageIndex: number, selection: Record<number, number>, suffix: string) => {
    const layout = layoutSheetPage(data, pageIndex, {
      selection,
      ctx: { ...fonts, images: NO_IMAGES },
    });
    for (const element of layout.elements) {
      if (!element.overflow || !names.has(element.name)) continue;
      const by = Math.ceil(element.overflowHeight);
      warnings.push(`The text of "${element.name}" would overflow its box by ${by} pt${suffix}.`);
    }
  };
  // Every layout to do, as [page, selection, suffix], before any is done.
  const checks: [number, Record<number, number>, string][] = [];
  [data, ...data.additional_pages].forEach((_, pageIndex) => {
    const page = getPage(data, pageIndex);
    if (!page.elements.some((e) => names.has(e.config.name))) return;
    const imported = variants.filter((v) => v.page === pageIndex);
    if (imported.length === 0) {
      checks.push([pageIndex, defaultSelection(page), '']);
      return;
    }
    for (const variant of imported) {
      const group = page.variant_groups.find((g) => g.name === variant.group);
      const found = page.variants.find((v) => v.group === group?.id && v.name === variant.name);
      if (!group || !found) continue;
      checks.push([
        pageIndex,
        { ...defaultSelection(page), [group.id]: found.id },
        ` (variant "${variant.name}")`,
      ]);
    }
  });
  let sliceStart = performance.now();
  for (const [pageIndex, selection, suffix] of checks) {
    if (performance.now() - sliceStart > LAYOUT_SLICE_MS) {
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
    check(pageIndex, selection, suffix);
  }
  return warnings;
}
