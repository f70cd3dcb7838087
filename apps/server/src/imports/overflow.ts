import { defaultSelection, getPage, layoutSheetPage, type SheetData } from '@pms/sheet';
import { notoSans } from '@pms/sheet/node';
import type { ImportedVariant } from './importRows.ts';

const NO_IMAGES = new Map();

/**
 * Text that would not fit its box, found by the same layout the PDF is drawn with (the
 * server's fonts): per page for a single sheet, per imported variant with that variant
 * selected. Only elements the import changed are reported.
 */
export function overflowWarnings(
  data: SheetData,
  changed: readonly string[],
  variants: readonly ImportedVariant[],
): string[] {
  const names = new Set(changed);
  const warnings: string[] = [];
  const check = (pageIndex: number, selection: Record<number, number>, suffix: string) => {
    const layout = layoutSheetPage(data, pageIndex, {
      selection,
      ctx: { fonts: notoSans(), images: NO_IMAGES },
    });
    for (const element of layout.elements) {
      if (!element.overflow || !names.has(element.name)) continue;
      const by = Math.ceil(element.overflowHeight);
      warnings.push(`The text of "${element.name}" would overflow its box by ${by} pt${suffix}.`);
    }
  };
  const pages = [data, ...data.additional_pages];
  pages.forEach((_, pageIndex) => {
    const page = getPage(data, pageIndex);
    if (!page.elements.some((e) => names.has(e.config.name))) return;
    const imported = variants.filter((v) => v.page === pageIndex);
    if (imported.length === 0) {
      check(pageIndex, defaultSelection(page), '');
      return;
    }
    for (const variant of imported) {
      const group = page.variant_groups.find((g) => g.name === variant.group);
      const found = page.variants.find((v) => v.group === group?.id && v.name === variant.name);
      if (!group || !found) continue;
      check(
        pageIndex,
        { ...defaultSelection(page), [group.id]: found.id },
        ` (variant "${variant.name}")`,
      );
    }
  });
  return warnings;
}
