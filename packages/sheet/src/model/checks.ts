import type { z } from 'zod';
import type { Element } from './element.ts';
import { formatPath } from './errors.ts';

interface CheckedPage {
  elements: Element[];
  variant_groups: { id: number }[];
  variants: { id: number; group: number }[];
}

interface CheckedSheet extends CheckedPage {
  additional_pages: CheckedPage[];
}

type Path = (string | number)[];

function checkUniqueIds(
  items: { id: number }[],
  base: Path,
  what: string,
  ctx: z.RefinementCtx,
): Set<number> {
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [...base, index, 'id'],
        message: `Duplicate ${what} id ${item.id} on this page`,
      });
    }
    seen.add(item.id);
  });
  return seen;
}

function checkPage(page: CheckedPage, base: Path, ctx: z.RefinementCtx): void {
  checkUniqueIds(page.elements, [...base, 'elements'], 'element', ctx);
  const groupIds = checkUniqueIds(page.variant_groups, [...base, 'variant_groups'], 'group', ctx);
  const variantIds = checkUniqueIds(page.variants, [...base, 'variants'], 'variant', ctx);
  page.variants.forEach((variant, index) => {
    if (!groupIds.has(variant.group)) {
      ctx.addIssue({
        code: 'custom',
        path: [...base, 'variants', index, 'group'],
        message: `Variant group ${variant.group} does not exist on this page`,
      });
    }
  });
  page.elements.forEach((element, elementIndex) => {
    element.variants.forEach((entry, entryIndex) => {
      const entryPath = [...base, 'elements', elementIndex, 'variants', entryIndex];
      entry.variants.forEach((variantId, idIndex) => {
        if (!variantIds.has(variantId)) {
          ctx.addIssue({
            code: 'custom',
            path: [...entryPath, 'variants', idIndex],
            message: `Variant ${variantId} does not exist on this page`,
          });
        }
      });
    });
  });
}

function checkUniqueNames(sheet: CheckedSheet, ctx: z.RefinementCtx): void {
  const firstUse = new Map<string, string>();
  const pages: [CheckedPage, Path][] = [
    [sheet, []],
    ...sheet.additional_pages.map((page, i): [CheckedPage, Path] => [
      page,
      ['additional_pages', i],
    ]),
  ];
  for (const [page, base] of pages) {
    page.elements.forEach((element, index) => {
      const path = [...base, 'elements', index, 'config', 'name'];
      const name = element.config.name;
      const earlier = firstUse.get(name);
      if (earlier === undefined) {
        firstUse.set(name, formatPath(path.slice(0, -2)));
        return;
      }
      ctx.addIssue({
        code: 'custom',
        path,
        message: `Duplicate element name "${name}" (already used by ${earlier})`,
      });
    });
  }
}

/**
 * Cross-field rules zod cannot express per field: unique ids per page, element names unique
 * across all pages, and variant references that resolve on their own page.
 */
export function checkSheet(sheet: CheckedSheet, ctx: z.RefinementCtx): void {
  checkPage(sheet, [], ctx);
  sheet.additional_pages.forEach((page, index) => {
    checkPage(page, ['additional_pages', index], ctx);
  });
  checkUniqueNames(sheet, ctx);
}
