import type { MasterChange, MasterChangeKind } from '@pms/contracts';
import { allPages, type Element, type Page, type SheetData } from '@pms/sheet';
import { textIndex } from './textIndex.ts';

/** What happened to an element of the master, on which page: declared with the answer's contract. */
export type { MasterChange, MasterChangeKind };

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
  // The dealer label is a text of the copy too (nameSlots): compared with the texts.
  const {
    text: _text,
    dealerLabel: _label,
    items,
    lines,
    style,
    ...rest
  } = config as Record<string, unknown>;
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

/**
 * Each element name's texts as `elementTexts` compares them: the keys that are the name or
 * start with `name #` or `name @`, in the index's order. Grouped in one pass over the keys
 * (each key under every prefix it could belong to): filtering all texts per element made a
 * save of a master with thousands of elements take over a minute.
 */
function textsByElement(texts: Map<string, string>): Map<string, [string, string][]> {
  const grouped = new Map<string, [string, string][]>();
  for (const entry of texts) {
    const key = entry[0];
    const names = new Set([key]);
    for (let at = key.indexOf(' '); at !== -1; at = key.indexOf(' ', at + 1)) {
      if (key[at + 1] === '#' || key[at + 1] === '@') names.add(key.slice(0, at));
    }
    for (const name of names) {
      const own = grouped.get(name);
      if (own) own.push(entry);
      else grouped.set(name, [entry]);
    }
  }
  return grouped;
}

function elementTexts(texts: Map<string, [string, string][]>, name: string): string {
  return JSON.stringify(texts.get(name) ?? []);
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
  const beforeTexts = textsByElement(textIndex(base));
  const afterTexts = textsByElement(textIndex(master));
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
