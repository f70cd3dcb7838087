import type { Page } from '../model/sheet.ts';

function names(page: Page): Set<string> {
  return new Set(page.elements.map((e) => e.config.name));
}

/**
 * Which base page each of a side's pages is (null for a new page). Pages have no ids: an
 * additional page is the base page it shares the most element names with (names are unique in
 * a sheet), else the unmatched base page at its own index; page 0 is always page 0.
 */
export function matchPages(base: readonly Page[], side: readonly Page[]): (number | null)[] {
  const match: (number | null)[] = side.map((_, i) => (i === 0 ? 0 : null));
  const taken = new Set<number>([0]);
  const baseNames = base.map(names);
  const pairs: { b: number; s: number; score: number }[] = [];
  side.forEach((page, s) => {
    if (s === 0) return;
    const own = names(page);
    baseNames.forEach((theirs, b) => {
      if (b === 0) return;
      let score = 0;
      for (const name of own) if (theirs.has(name)) score++;
      if (score > 0) pairs.push({ b, s, score });
    });
  });
  pairs.sort((x, y) => y.score - x.score || x.s - y.s);
  for (const { b, s } of pairs) {
    if (match[s] !== null || taken.has(b)) continue;
    match[s] = b;
    taken.add(b);
  }
  side.forEach((_, s) => {
    if (match[s] === null && s < base.length && !taken.has(s)) {
      match[s] = s;
      taken.add(s);
    }
  });
  return match;
}
