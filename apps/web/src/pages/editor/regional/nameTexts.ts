import { allPages, dealerFieldLabel, type SheetData } from '@pms/sheet/browser';

/**
 * The names of `data` a copy translates, by the keys the server gives them
 * (translations/nameTexts.ts): `@variant_group.<id>` and `@variant.<id>`, with `@<page>` after
 * them on later pages, and `<element name> @dealerLabel` for each field dealers fill in, which
 * reads as the element's name made readable until someone writes a label.
 */
export function nameTextsByKey(data: SheetData): Map<string, string> {
  const names = new Map<string, string>();
  allPages(data).forEach((page, index) => {
    const onPage = index === 0 ? '' : `@${index + 1}`;
    for (const group of page.variant_groups)
      names.set(`@variant_group.${group.id}${onPage}`, group.name);
    for (const variant of page.variants) names.set(`@variant.${variant.id}${onPage}`, variant.name);
    for (const element of page.elements) {
      if (element.config.dealerEditable) {
        names.set(`${element.config.name} @dealerLabel`, dealerFieldLabel(element.config));
      }
    }
  });
  return names;
}
