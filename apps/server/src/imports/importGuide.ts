import type { ImportGuide, ImportGuideColumn } from '@pms/contracts';
import { allPages, definitionOf, type Element, resolveElement, type SheetData } from '@pms/sheet';
import { VARIANT_HEADERS } from './columns.ts';

/** Whether a spreadsheet cell can fill the element (a tyre label's data cannot). */
function importable(element: Element): boolean {
  return !('refused' in definitionOf(element).fromCell(element as never, ''));
}

/**
 * The columns the import of `data` takes, in the file's order: the variant columns when the
 * template has variant groups, then each element a cell can fill, page by page, as the layer
 * list shows them; and the elements no cell fills, which the import keeps as they are.
 */
export function importGuide(templateIri: string, data: SheetData): ImportGuide {
  const pages = allPages(data);
  const hasGroups = pages.some((page) => page.variant_groups.length > 0);
  const columns: ImportGuideColumn[] = [];
  if (hasGroups) {
    const [group, variant, details] = VARIANT_HEADERS;
    columns.push(
      { header: group, kind: 'group' },
      { header: variant, kind: 'variant' },
      { header: details, kind: 'details' },
    );
  }
  const notImportable: string[] = [];
  pages.forEach((page, index) => {
    for (const element of page.elements) {
      if (importable(element)) {
        columns.push({
          header: element.config.name,
          kind: 'element',
          type: element.type,
          page: index,
        });
      } else notImportable.push(element.config.name);
    }
  });
  const groups = pages.flatMap((page, index) =>
    page.variant_groups.map((group) => ({
      name: group.name,
      page: index,
      variants: page.variants.filter((v) => v.group === group.id).map((v) => v.name),
    })),
  );
  return { template: templateIri, columns, groups, notImportable };
}

/**
 * What a cell holds to give the element its current content, as the import reads it back:
 * a text's rich text (a cell with tags is read as HTML), one line per list entry or icon line,
 * an image's URL, a QR code's content.
 */
export function sampleCell(element: Element): string {
  const definition = definitionOf(element);
  const texts = definition.translatableTexts(element.config as never);
  if (texts.length > 0) return texts.map((t) => t.text).join('\n');
  const [image] = definition.imageSources(element.config as never);
  if (image !== undefined) return image;
  if (element.type === 'qr') return element.config.content;
  return '';
}

/**
 * A sample file's table for the template: its guide's headers, and one row per variant with
 * the variant's own values of the elements on its group's page (other pages' cells stay
 * empty, as a variant changes its own page only); without variants one row with the
 * sheet's content. Imported unchanged, it makes a sheet that looks like the template.
 */
export function sampleTable(guide: ImportGuide, data: SheetData) {
  const pages = allPages(data);
  const headers = guide.columns.map((c) => c.header);
  const elementOf = (column: ImportGuideColumn) =>
    pages[column.page ?? 0]?.elements.find((e) => e.config.name === column.header);
  // A group without variants has no row to give; the sheet's own row stands in for them.
  if (pages.every((page) => page.variants.length === 0)) {
    const row = guide.columns.map((column) => {
      const element = elementOf(column);
      return element ? sampleCell(element) : '';
    });
    return { headers, rows: [row] };
  }
  const rows = pages.flatMap((page, index) =>
    page.variants.map((variant) => {
      const group = page.variant_groups.find((g) => g.id === variant.group);
      return guide.columns.map((column) => {
        if (column.kind === 'group') return group?.name ?? '';
        if (column.kind === 'variant') return variant.name;
        if (column.kind === 'details') return variant.details;
        const element = column.page === index ? elementOf(column) : undefined;
        return element ? sampleCell(resolveElement(element, [variant.id])) : '';
      });
    }),
  );
  return { headers, rows };
}
