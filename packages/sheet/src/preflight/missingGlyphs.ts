import type { GlyphRun, RenderItem } from '../render/tree.ts';
import { printedItems } from './items.ts';
import type { PreflightIssue } from './types.ts';

/** The most code points one finding lists; the rest is the same problem. */
const LISTED = 20;

/** Characters that never need a glyph of their own (spaces, soft hyphens, joiners). */
const INVISIBLE = /^[\p{White_Space}\p{Cf}\p{Cc}]$/u;

/**
 * The characters of a run that no real glyph stands for. The .notdef glyphs' own code points
 * cannot be trusted: fontkit caches glyph 0 with the code points of the first character it
 * was made for, so every later missing character would carry those. The run's text can.
 */
function missingIn(run: GlyphRun): number[] {
  const drawn = new Set<number>();
  for (const glyph of run.glyphs) {
    if (glyph.id !== 0) for (const codePoint of glyph.codePoints) drawn.add(codePoint);
  }
  const missing: number[] = [];
  for (const char of run.text) {
    const codePoint = char.codePointAt(0);
    if (codePoint !== undefined && !drawn.has(codePoint) && !INVISIBLE.test(char)) {
      missing.push(codePoint);
    }
  }
  return missing;
}

/**
 * Every code point of the items that no font of the fallback chain has, once each, in the
 * order they first appear.
 */
export function missingCharacters(items: readonly RenderItem[]): number[] {
  const missing = new Set<number>();
  for (const item of printedItems(items)) {
    if (item.kind !== 'glyphs' || !item.glyphs.some((glyph) => glyph.id === 0)) continue;
    for (const codePoint of missingIn(item)) missing.add(codePoint);
  }
  return [...missing];
}

/**
 * Characters the fonts have no glyph for: shaping gives them glyph id 0 (.notdef), which
 * prints as an empty box or nothing. An error: the text reads wrong.
 */
export function checkMissingGlyphs(items: readonly RenderItem[]): PreflightIssue[] {
  const missing = missingCharacters(items);
  if (missing.length === 0) return [];
  const codePoints = missing.sort((a, b) => a - b).slice(0, LISTED);
  return [{ check: 'missingGlyphs', severity: 'error', codePoints }];
}
