import type { Element } from '../model/element.ts';
import type { Page } from '../model/sheet.ts';

/** Fresh ids for the ids mine added that theirs added too: max of all three + 1, + 2… */
function fresh(base: number[], mine: number[], theirs: number[]): Map<number, number> {
  const [inBase, inTheirs] = [new Set(base), new Set(theirs)];
  let next = [...base, ...mine, ...theirs].reduce((max, id) => Math.max(max, id), 0) + 1;
  const map = new Map<number, number>();
  for (const id of mine) if (!inBase.has(id) && inTheirs.has(id)) map.set(id, next++);
  return map;
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

/**
 * Mine's page with the ids both sides added given fresh ids on mine's side (elements, variant
 * groups, variants, and every reference to them), so that the merge can match items by id:
 * ids are numbered per page, and two designers adding one element each both get max + 1.
 */
export function rebaseMine(base: Page, mine: Page, theirs: Page): Page {
  const elements = fresh(ids(base.elements), ids(mine.elements), ids(theirs.elements));
  const groups = fresh(
    ids(base.variant_groups),
    ids(mine.variant_groups),
    ids(theirs.variant_groups),
  );
  const variants = fresh(ids(base.variants), ids(mine.variants), ids(theirs.variants));
  if (elements.size + groups.size + variants.size === 0) return mine;
  const group = (id: number) => groups.get(id) ?? id;
  const variant = (id: number) => variants.get(id) ?? id;
  return {
    elements: mine.elements.map(
      (e) =>
        ({
          ...e,
          id: elements.get(e.id) ?? e.id,
          variants: e.variants.map((entry) => ({
            ...entry,
            variants: entry.variants.map(variant),
          })),
        }) as Element,
    ),
    variant_groups: mine.variant_groups.map((g) => ({ ...g, id: group(g.id) })),
    variants: mine.variants.map((v) => ({ ...v, id: variant(v.id), group: group(v.group) })),
    connected_groups: mine.connected_groups.map((set) => set.map(group)),
  };
}
