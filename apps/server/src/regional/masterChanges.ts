import { allPages, type Element, type Page, type SheetData } from '@pms/sheet';
import { textIndex } from './textIndex.ts';

/** What happened to an element of the master since a copy's base version. */
export type MasterChangeKind = 'added' | 'removed' | 'moved' | 'restyled' | 'text' | 'variants';

export interface MasterChange {
  kind: MasterChangeKind;
  /** The element's name; empty for a change of a page's variants and groups. */
  element: string;
  /** 0 is the main page. */
  page: number;
}

interface Placed {
  element: Element;
  page: number;
}

function elementsByName(data: SheetData): Map<string, Placed> {
  const byName = new Map<string, Placed>();
  allPages(data).forEach((page, index) => {
    for (const element of page.elements) byName.set(element.config.name, { element, page: index });
  });
  return byName;
}

const BOX_KEYS = ['left', 'top', 'width', 'height'] as const;

function box(element: Element): string {
  const style = element.config.style;
  return BOX_KEYS.map((key) => style[key]).join(',');
}

// A config without its texts and box: what "restyled" compares. Texts are compared on their
// own, by key, and a moved element is reported as moved, not also as restyled.
function appearance(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text: _text, items, lines, style, ...rest } = config as Record<string, unknown>;
  const out: Record<string, unknown> = { ...rest };
  if (Array.isArray(items)) out.items = items.length;
  if (Array.isArray(lines)) {
    out.lines = lines.map((line) => (line as { feature?: unknown }).feature);
  }
  if (typeof style === 'object' && style !== null) {
    const { left: _l, top: _t, width: _w, height: _h, ...look } = style as Record<string, unknown>;
    out.style = look;
  }
  return out;
}

function looks(element: Element): string {
  return JSON.stringify([
    appearance(element.config),
    element.variants.map((entry) => [entry.variants, appearance(entry.config)]),
  ]);
}

function elementTexts(texts: Map<string, string>, name: string): string {
  const own = [...texts].filter(
    ([key]) => key === name || key.startsWith(`${name} #`) || key.startsWith(`${name} @`),
  );
  return JSON.stringify(own);
}

function variantsOf(page: Page | undefined): string {
  return JSON.stringify([page?.variant_groups ?? [], page?.variants ?? []]);
}

/**
 * What changed in the master between `base` (the version a copy was made or last updated
 * from) and `master` (its current data): elements added, removed, moved, restyled or with
 * changed texts, matched by name as translations are, and pages whose variants changed.
 */
export function masterChanges(base: SheetData, master: SheetData): MasterChange[] {
  const before = elementsByName(base);
  const after = elementsByName(master);
  const beforeTexts = textIndex(base);
  const afterTexts = textIndex(master);
  const changes: MasterChange[] = [];
  for (const [name, now] of after) {
    const then = before.get(name);
    if (!then) {
      changes.push({ kind: 'added', element: name, page: now.page });
      continue;
    }
    if (then.page !== now.page || box(then.element) !== box(now.element)) {
      changes.push({ kind: 'moved', element: name, page: now.page });
    }
    if (then.element.type !== now.element.type || looks(then.element) !== looks(now.element)) {
      changes.push({ kind: 'restyled', element: name, page: now.page });
    }
    if (elementTexts(beforeTexts, name) !== elementTexts(afterTexts, name)) {
      changes.push({ kind: 'text', element: name, page: now.page });
    }
  }
  for (const [name, then] of before) {
    if (!after.has(name)) changes.push({ kind: 'removed', element: name, page: then.page });
  }
  const basePages = allPages(base);
  allPages(master).forEach((page, index) => {
    if (variantsOf(basePages[index]) !== variantsOf(page)) {
      changes.push({ kind: 'variants', element: '', page: index });
    }
  });
  return changes;
}
