import type { Element } from '../model/element.ts';
import { deepMerge } from '../model/patch.ts';
import type { Page } from '../model/sheet.ts';
import type { VariantSelection } from './selection.ts';

/**
 * The element as it looks for the selected variants: each entry whose variant ids are all
 * selected is deep-merged over the config, least specific (fewest ids) first, so the most
 * specific wins; ties keep their order in the array. `variants` is returned unchanged.
 */
export function resolveElement<E extends Element>(
  element: E,
  selectedVariantIds: Iterable<number>,
): E {
  const selected = new Set(selectedVariantIds);
  const applicable = element.variants
    .filter((entry) => entry.variants.every((id) => selected.has(id)))
    .sort((a, b) => a.variants.length - b.variants.length);
  if (applicable.length === 0) return element;
  let config: object = element.config;
  for (const entry of applicable) config = deepMerge<object>(config, entry.config);
  // Entries were validated as patches of this element's own config type.
  return { ...element, config } as E;
}

/** Every element of a page resolved for a selection (group id -> variant id). */
export function resolvePage(page: Pick<Page, 'elements'>, selection: VariantSelection): Element[] {
  const selected = Object.values(selection);
  return page.elements.map((element) => resolveElement(element, selected));
}
