import type { TFunction } from 'i18next';

/** The names a label looks up: each page's variant groups and variants. */
interface NamedPage {
  variant_groups: readonly { id: number; name: string }[];
  variants: readonly { id: number; name: string }[];
}

/** The pages of a sheet's data, as the merged data of a preview or a loaded document has them. */
export interface NamedSheet extends NamedPage {
  additional_pages?: readonly NamedPage[];
}

// The server's keys of a copy's names (translations/nameTexts.ts): `@variant_group.3`,
// `@variant.4@2` (on page 2), `dealer_contact @dealerLabel`.
const VARIANT_KEY = /^@(variant_group|variant)\.(\d+)(?:@(\d+))?$/;
const DEALER_LABEL_SUFFIX = ' @dealerLabel';

/**
 * A text's key in words for the region admin: element texts are named by the element (their
 * key), but a variant group's, a variant's or a dealer label's key reads as "Variant: 17 inch",
 * "Variant group: Tyre size" or "Dealer label: dealer_contact". `data` gives the names; without
 * it, or for an id it lacks, the id stands in.
 */
export function textKeyLabel(t: TFunction, key: string, data?: NamedSheet): string {
  if (key.endsWith(DEALER_LABEL_SUFFIX)) {
    return t('editor.translationKeys.dealerLabel', {
      name: key.slice(0, -DEALER_LABEL_SUFFIX.length),
    });
  }
  const match = VARIANT_KEY.exec(key);
  if (!match) return key;
  const [, kind, id, pageNumber] = match;
  const page = pageNumber === undefined ? 1 : Number(pageNumber);
  const pageData = page === 1 ? data : data?.additional_pages?.[page - 2];
  const list = kind === 'variant' ? pageData?.variants : pageData?.variant_groups;
  const name = list?.find((item) => item.id === Number(id))?.name ?? `#${id}`;
  const label = t(
    kind === 'variant' ? 'editor.translationKeys.variant' : 'editor.translationKeys.group',
    { name },
  );
  return page === 1 ? label : t('editor.translationKeys.onPage', { label, page });
}

/** The merged data of an update preview, read for its names only; undefined if unreadable. */
export function namesOfJson(json: string): NamedSheet | undefined {
  try {
    const data: unknown = JSON.parse(json);
    if (typeof data !== 'object' || data === null) return undefined;
    const page = data as Partial<NamedSheet>;
    return {
      variant_groups: Array.isArray(page.variant_groups) ? page.variant_groups : [],
      variants: Array.isArray(page.variants) ? page.variants : [],
      additional_pages: Array.isArray(page.additional_pages) ? page.additional_pages : [],
    };
  } catch {
    return undefined;
  }
}
