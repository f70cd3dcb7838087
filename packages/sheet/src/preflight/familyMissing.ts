import type { Element } from '../model/element.ts';
import type { RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PreflightIssue } from './types.ts';

/**
 * An element that names a family of its own (`fontFamily`) whose text was set in another: the
 * family was deleted, or never existed here, and layout used the sheet's family instead.
 * Text it set in its own family, or meant to (a glyph fallback), says the family was there.
 */
export function checkFamilyMissing(
  element: Element,
  items: readonly RenderItem[],
): PreflightIssue[] {
  const family = (element.config as { fontFamily?: unknown }).fontFamily;
  if (typeof family !== 'string') return [];
  let text = false;
  for (const item of printedItems(items)) {
    if (item.kind !== 'glyphs') continue;
    if (item.family === family || item.fallbackFor === family) return [];
    text = true;
  }
  return text ? [{ check: 'familyMissing', severity: 'warning', family }] : [];
}
