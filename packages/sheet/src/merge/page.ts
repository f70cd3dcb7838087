import type { Element, ElementVariant } from '../model/element.ts';
import { nextId } from '../model/pages.ts';
import type { Page } from '../model/sheet.ts';
import type { MergeContext, Scope } from './context.ts';
import { mergeList } from './list.ts';
import { combination, type MergedVariants, mergeVariants } from './pageVariants.ts';
import { mergeProperties } from './properties.ts';
import { rebaseMine } from './rebase.ts';

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
  variants: MergedVariants,
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
      stays: variants.entryStays,
    },
    b.variants,
    m.variants,
    t.variants,
  );
  // The union cannot be rebuilt generically; config and entries are merged from this type's own.
  return { ...m, config, variants: renumber(entries, m.variants) } as Element;
}

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
  // Variants first: an override removed with its variant stays when the merge kept the variant.
  const variants = mergeVariants(ctx, pageKey, base, mine, theirs);
  const scopeOf = (e: Element): Scope => ({ pageKey, elementId: e.id, element: e.config.name });
  const elements = mergeList<Element, number>(
    ctx,
    {
      key: (e) => e.id,
      scope: scopeOf,
      path: () => '',
      merge: (b, m, t) => mergeElement(ctx, variants, scopeOf(m), b, m, t),
      added: 'added',
      removed: 'removed',
    },
    base.elements,
    mine.elements,
    theirs.elements,
  );
  const { variant_groups, connected_groups } = variants;
  const page = consistent({
    elements,
    variant_groups,
    variants: variants.variants,
    connected_groups,
  });
  const baseNames = new Map(base.elements.map((e) => [e.id, e.config.name]));
  const mineNames = new Map(mine.elements.map((e) => [e.id, e.config.name]));
  for (const element of page.elements) {
    const own = mineNames.get(element.id);
    if (own === element.config.name && baseNames.get(element.id) !== own) mineNamed.add(element);
  }
  return page;
}
