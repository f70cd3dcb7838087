import type { Element } from '../model/element.ts';
import { uniqueName } from '../model/operations.ts';
import { allPages } from '../model/pages.ts';
import type { Page, SheetData } from '../model/sheet.ts';
import { MergeContext, type Scope } from './context.ts';
import { mergeList } from './list.ts';
import { mergePage } from './page.ts';
import { matchPages } from './pageMatch.ts';
import type { MergeConflict, MergeSide, SheetFields, SheetMerge, SheetVersion } from './types.ts';

interface KeyedPage {
  key: string;
  page: Page;
}

function keyed(base: readonly Page[], pages: readonly Page[], side: 'm' | 't'): KeyedPage[] {
  const match = matchPages(base, pages);
  return pages.map((page, i) => {
    const at = match[i];
    return { key: at === null || at === undefined ? `${side}${i}` : `b${at}`, page };
  });
}

/**
 * Names must be unique in a sheet: where the merge made two alike, the one whose name came
 * from mine (new or renamed there) gets a suffix, as `addElement` gives one.
 */
function uniqueNames(pages: Page[], mineNamed: ReadonlySet<Element>): Page[] {
  const taken = new Set<string>();
  const all = pages.flatMap((page) => page.elements);
  const renamed = new Map<Element, Element>();
  for (const element of [
    ...all.filter((e) => !mineNamed.has(e)),
    ...all.filter((e) => mineNamed.has(e)),
  ]) {
    const name = element.config.name;
    if (!taken.has(name)) {
      taken.add(name);
      continue;
    }
    const fresh = uniqueName(name, taken);
    taken.add(fresh);
    renamed.set(element, { ...element, config: { ...element.config, name: fresh } } as Element);
  }
  if (renamed.size === 0) return pages;
  return pages.map((page) => ({
    ...page,
    elements: page.elements.map((e) => renamed.get(e) ?? e),
  }));
}

/**
 * Merges the designer's document (`mine`) with a newer saved version (`theirs`) against the
 * version the designer loaded (`base`), element by element and property by property: changes
 * to different things combine, the same property changed to different values is a conflict
 * that keeps mine unless `choose` (conflict key → side) says theirs.
 */
export function mergeSheets(
  base: SheetVersion,
  mine: SheetVersion,
  theirs: SheetVersion,
  choose: Readonly<Record<string, MergeSide>> = {},
): SheetMerge {
  const ctx = new MergeContext(choose);
  const basePages = allPages(base.data);
  const mineNamed = new Set<Element>();
  const pageScope = (p: KeyedPage): Scope => ({ pageKey: p.key, elementId: null, element: '' });
  const pages = mergeList<KeyedPage, string>(
    ctx,
    {
      key: (p) => p.key,
      scope: pageScope,
      path: () => '',
      merge: (b, m, t) => ({
        key: m.key,
        page: mergePage(ctx, m.key, b.page, m.page, t.page, mineNamed),
      }),
      added: 'page-added',
      removed: 'page-removed',
      shown: (p) => p.page,
    },
    basePages.map((page, i) => ({ key: `b${i}`, page })),
    keyed(basePages, allPages(mine.data), 'm'),
    keyed(basePages, allPages(theirs.data), 't'),
  );
  const settings: Scope = { pageKey: 'b0', elementId: null, element: '' };
  const field = <T>(name: string, b: T, m: T, t: T) =>
    ctx.pick(settings, `settings.${name}`, 'settings', b, m, t);
  const [main, ...additional] = uniqueNames(
    pages.map((p) => p.page),
    mineNamed,
  ) as [Page, ...Page[]];
  const data: SheetData = {
    ...mine.data,
    ci: field('ci', base.data.ci, mine.data.ci, theirs.data.ci),
    sticky: field('sticky', base.data.sticky, mine.data.sticky, theirs.data.sticky),
    ...main,
    additional_pages: additional,
  };
  // A side without fields left them as they were: only the data changed there.
  const bm = base.meta ?? {};
  const [mm, tm] = [mine.meta ?? bm, theirs.meta ?? bm];
  const meta: Record<string, SheetFields[string]> = {};
  for (const key of new Set([...Object.keys(mm), ...Object.keys(bm), ...Object.keys(tm)])) {
    const value = field(key, bm[key], mm[key], tm[key]);
    if (value !== undefined) meta[key] = value;
  }
  const { changes, conflicts } = ctx.finish(new Map(pages.map((p, i) => [p.key, i])));
  return { data, meta, changes, conflicts, choose, versions: { base, mine, theirs } };
}

/** The merge again with `conflict` resolved to `side`; other choices stay as they were. */
export function resolveConflict(
  merge: SheetMerge,
  conflict: MergeConflict,
  side: MergeSide,
): SheetMerge {
  const { base, mine, theirs } = merge.versions;
  return mergeSheets(base, mine, theirs, { ...merge.choose, [conflict.key]: side });
}
