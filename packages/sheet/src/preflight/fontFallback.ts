import { SYMBOL_FAMILY } from '../layout/fonts.ts';
import type { RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PreflightIssue } from './types.ts';

/** The most code points one finding lists; the rest is the same problem. */
const LISTED = 20;

/** Characters that never need a glyph of their own (spaces, soft hyphens, joiners). */
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Cc}]$/u;

/**
 * Characters the element's font family lacks, which layout set in the default family (Noto
 * Sans) instead: they print, but not in the brand's typeface. A warning per family. Signs the
 * symbol family sets (☎ ✓) are not reported: brand fonts seldom have them, and the chain sets
 * them there by design (docs/print.md).
 */
export function checkFontFallback(items: readonly RenderItem[]): PreflightIssue[] {
  const byFamily = new Map<string, Set<number>>();
  for (const item of printedItems(items)) {
    if (item.kind !== 'glyphs' || item.fallbackFor === undefined) continue;
    if (item.family === SYMBOL_FAMILY) continue;
    let missing = byFamily.get(item.fallbackFor);
    if (!missing) {
      missing = new Set();
      byFamily.set(item.fallbackFor, missing);
    }
    for (const char of item.text) {
      const codePoint = char.codePointAt(0);
      if (codePoint !== undefined && !INVISIBLE.test(char)) missing.add(codePoint);
    }
  }
  return [...byFamily]
    .filter(([, missing]) => missing.size > 0)
    .map(([family, missing]) => ({
      check: 'fontFallback',
      severity: 'warning',
      family,
      codePoints: [...missing].sort((a, b) => a - b).slice(0, LISTED),
    }));
}
