import type { Element, ElementVariant } from '../model/element.ts';
import { nextId } from '../model/pages.ts';
import type { Page, Variant, VariantGroup } from '../model/sheet.ts';
import { type MergeContext, type Scope, same } from './context.ts';
import { mergeList } from './list.ts';
import { mergeProperties } from './properties.ts';
import { rebaseMine } from './rebase.ts';

type Plain = Record<string, unknown>;

const combination = (entry: ElementVariant) => [...entry.variants].sort((a, b) => a - b).join(',');

/**
 * Entry ids identify an entry within its element, and both sides number new ones max + 1:
 * mine's entries keep theirs, an entry from theirs whose id is taken gets the next free one.
 */
function renumber(entries: ElementVariant[], mine: readonly ElementVariant[]): ElementVariant[] {
  const own = new Set(mine.map(combination));
  const taken = new Set(entries.filter((e) => own.has(combination(e))).map((e) => e.id));
  let next = nextId(entries);
  return entries.map((entry) => {
    if (own.has(combination(entry))) return entry;
    const id = taken.has(entry.id) ? next++ : entry.id;
    taken.add(id);
    return id === entry.id ? entry : { ...entry, id };
  });
}

function mergeElement(
  ctx: MergeContext,
  scope: Scope,
  b: Element,
  m: Element,
  t: Element,
): Element {
  // An id that now holds another type is another element: it merges as one whole property.
  if (m.type !== b.type || t.type !== b.type) return ctx.pick(scope, 'type', 'restyled', b, m, t);
  const config = mergeProperties(ctx, scope, '', b.config, m.config, t.config);
  // Entries are matched by their combination of variants, not by id: both sides number them.
  const entries = mergeList<ElementVariant, string>(
    ctx,
    {
      key: combination,
      scope: () => scope,
      path: (entry) => `variants[${combination(entry)}]`,
      merge: (eb, em, et) => {
        const prefix = `variants[${combination(em)}].config.`;
        const patch = mergeProperties(
          ctx,
          scope,
          prefix,
          eb.config,
          em.config,
          et.config,
          () => 'variants',
        );
        return { ...em, config: patch } as ElementVariant;
      },
      added: 'variants',
      removed: 'variants',
    },
    b.variants,
    m.variants,
    t.variants,
  );
  // The union cannot be rebuilt generically; config and entries are merged from this type's own.
  return { ...m, config, variants: renumber(entries, m.variants) } as Element;
}

/**
 * The variants a side's overrides changed: those of every entry that is new or changed since
 * base. Deleting such a variant on the other side would silently drop the overrides: it asks.
 */
function variantsInUse(base: Page, side: Page): Set<number> {
  const before = new Map(base.elements.map((e) => [e.id, e.variants]));
  const used = new Set<number>();
  for (const element of side.elements) {
    const old = before.get(element.id) ?? [];
    for (const entry of element.variants) {
      const was = old.find((o) => combination(o) === combination(entry));
      if (was === undefined || !same(was.config, entry.config))
        for (const id of entry.variants) used.add(id);
    }
  }
  return used;
}

/** What a side changed among a page's groups and variants, overrides included. */
function changedOn(base: Page, side: Page) {
  const inUse = variantsInUse(base, side);
  const before = new Map(base.variants.map((v) => [v.id, v]));
  const touched = side.variants.filter((v) => inUse.has(v.id) || !same(before.get(v.id), v));
  const groups = new Set(touched.map((v) => v.group));
  return {
    variant: (v: Variant) => touched.some((t) => t.id === v.id),
    group: (g: VariantGroup) => groups.has(g.id),
  };
}

/** A page's variant groups or variants: matched by id, merged field by field. */
function mergeRecords<T extends VariantGroup | Variant>(
  ctx: MergeContext,
  pageKey: string,
  what: 'variant_groups' | 'variants',
  base: readonly T[],
  mine: readonly T[],
  theirs: readonly T[],
  touched: Record<'mine' | 'theirs', (item: T) => boolean>,
): T[] {
  const scope: Scope = { pageKey, elementId: null, element: '' };
  return mergeList<T, number>(
    ctx,
    {
      key: (item) => item.id,
      scope: () => scope,
      path: (item) => `${what}[${item.id}]`,
      merge: (b, m, t) =>
        mergeProperties(
          ctx,
          scope,
          `${what}[${m.id}].`,
          b as Plain,
          m as Plain,
          t as Plain,
          () => 'variants',
        ) as T,
      added: 'variants',
      removed: 'variants',
      changed: (was, item, side) => !same(was, item) || touched[side](item),
    },
    base,
    mine,
    theirs,
  );
}

const sortedSets = (sets: number[][]) =>
  sets
    .map((set) => [...set].sort((a, b) => a - b))
    .sort((a, b) => a.join().localeCompare(b.join()));

/** Drops what points at a group or variant the merge removed, so the page stays valid. */
function consistent(page: Page): Page {
  const groups = new Set(page.variant_groups.map((g) => g.id));
  const variants = page.variants.filter((v) => groups.has(v.group));
  const variantIds = new Set(variants.map((v) => v.id));
  return {
    ...page,
    variants,
    elements: page.elements.map((element) => {
      const entries = element.variants.filter((entry) =>
        entry.variants.every((id) => variantIds.has(id)),
      );
      return entries.length === element.variants.length
        ? element
        : ({ ...element, variants: entries } as Element);
    }),
    connected_groups: page.connected_groups
      .map((set) => set.filter((id) => groups.has(id)))
      .filter((set) => set.length > 1),
  };
}

/**
 * Merges a page all three versions hold. `mineNamed` receives the merged elements whose name
 * came from mine (new or renamed there), which give way when names collide.
 */
export function mergePage(
  ctx: MergeContext,
  pageKey: string,
  base: Page,
  mineUnrebased: Page,
  theirs: Page,
  mineNamed: Set<Element>,
): Page {
  const mine = rebaseMine(base, mineUnrebased, theirs);
  const scopeOf = (e: Element): Scope => ({ pageKey, elementId: e.id, element: e.config.name });
  const elements = mergeList<Element, number>(
    ctx,
    {
      key: (e) => e.id,
      scope: scopeOf,
      path: () => '',
      merge: (b, m, t) => mergeElement(ctx, scopeOf(m), b, m, t),
      added: 'added',
      removed: 'removed',
    },
    base.elements,
    mine.elements,
    theirs.elements,
  );
  const baseNames = new Map(base.elements.map((e) => [e.id, e.config.name]));
  const mineNames = new Map(mine.elements.map((e) => [e.id, e.config.name]));
  for (const element of elements) {
    const own = mineNames.get(element.id);
    if (own === element.config.name && baseNames.get(element.id) !== own) mineNamed.add(element);
  }
  const [own, other] = [changedOn(base, mine), changedOn(base, theirs)];
  const pageScope: Scope = { pageKey, elementId: null, element: '' };
  // Compared as sets of sets; mine's own order stays when mine's are kept.
  const picked = ctx.pick(
    pageScope,
    'connected_groups',
    'variants',
    sortedSets(base.connected_groups),
    sortedSets(mine.connected_groups),
    sortedSets(theirs.connected_groups),
  );
  const connected = same(picked, sortedSets(mine.connected_groups))
    ? mine.connected_groups
    : picked;
  return consistent({
    elements,
    variant_groups: mergeRecords(
      ctx,
      pageKey,
      'variant_groups',
      base.variant_groups,
      mine.variant_groups,
      theirs.variant_groups,
      { mine: own.group, theirs: other.group },
    ),
    variants: mergeRecords(
      ctx,
      pageKey,
      'variants',
      base.variants,
      mine.variants,
      theirs.variants,
      {
        mine: own.variant,
        theirs: other.variant,
      },
    ),
    connected_groups: connected,
  });
}
