// The chain of fonts a character is set in (docs/print.md, "Which font sets a character"):
// the text's own family (a brand font), then the default family (Noto Sans: Latin, Greek,
// Cyrillic), then the symbol family for common signs. A character none of them has keeps the
// text's own family and is drawn as .notdef: preflight names it (missingGlyphs) and the server
// refuses the export. Every renderer and preflight reads the layout's choice, so they agree.
import type { Font } from 'fontkit';
import { DEFAULT_FAMILY, type FontLibrary, faceOf, SYMBOL_FAMILY } from './fonts.ts';
import type { TextStyle } from './style.ts';

/**
 * The Unicode blocks the symbol family may set, [first, last] code point: punctuation,
 * currency, letterlike signs, number forms, arrows, mathematical and technical signs, enclosed
 * numbers, geometric shapes, miscellaneous symbols (☎ ★ ♥ ⚠) and dingbats (✓ ✗ ✉). Not emoji
 * (U+1F000 onwards): the symbol font would print a black outline of a different design than
 * the colour picture the user typed, so they are refused like any other character no font has.
 * Nor letters of other scripts, which a sign font sets in the wrong style.
 */
export const SYMBOL_RANGES: readonly (readonly [number, number])[] = [
  [0x2000, 0x206f],
  [0x20a0, 0x20cf],
  [0x2100, 0x214f],
  [0x2150, 0x218f],
  [0x2190, 0x21ff],
  [0x2200, 0x22ff],
  [0x2300, 0x23ff],
  [0x2460, 0x24ff],
  [0x25a0, 0x25ff],
  [0x2600, 0x26ff],
  [0x2700, 0x27bf],
  [0x27f0, 0x27ff],
  [0x2900, 0x297f],
  [0x2b00, 0x2bff],
];

/** Whether the symbol family may set this code point (SYMBOL_RANGES). */
export function isSign(codePoint: number): boolean {
  return SYMBOL_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** One link of the chain: the style text is set in, and whether it takes a code point. */
interface Link {
  style: TextStyle;
  takes(codePoint: number): boolean;
}

/** A font's glyph test; the face is looked up on first use (a browser fetches it then). */
function covers(face: () => Font, only?: (codePoint: number) => boolean) {
  let font: Font | undefined;
  return (codePoint: number) => {
    if (only && !only(codePoint)) return false;
    font ??= face();
    return font.hasGlyphForCodePoint(codePoint);
  };
}

/**
 * The styles a text in `style` may be set in, in the chain's order, with the code points each
 * takes. Fallback links carry `fallbackFor` (the text's own family): preflight names it.
 */
function linksOf(fonts: FontLibrary, style: TextStyle): Link[] {
  const { fontKey } = style;
  // A family the library does not hold is drawn in the default (familyOf): the chain starts there.
  const own = fonts.families.has(style.family) ? style.family : DEFAULT_FAMILY;
  const links: Link[] = [{ style, takes: covers(() => faceOf(fonts, own, fontKey).font) }];
  const fallback = (family: string): TextStyle => ({
    ...style,
    family,
    fallbackFor: style.fallbackFor ?? style.family,
  });
  if (own !== DEFAULT_FAMILY) {
    links.push({
      style: fallback(DEFAULT_FAMILY),
      takes: covers(() => faceOf(fonts, DEFAULT_FAMILY, fontKey).font),
    });
  }
  if (own !== SYMBOL_FAMILY && fonts.families.has(SYMBOL_FAMILY)) {
    links.push({
      style: fallback(SYMBOL_FAMILY),
      takes: covers(() => faceOf(fonts, SYMBOL_FAMILY, fontKey).font, isSign),
    });
  }
  return links;
}

/**
 * Picks the style of each character of a text in `style` along the chain: `styleFor` answers
 * the first link whose font has the character, or `style` itself when none has (it is then
 * drawn as .notdef and reported). Answers are kept per code point.
 */
export function fallbackChain(
  fonts: FontLibrary,
  style: TextStyle,
): (codePoint: number) => TextStyle {
  const links = linksOf(fonts, style);
  const chosen = new Map<number, TextStyle>();
  return (codePoint) => {
    let found = chosen.get(codePoint);
    if (found === undefined) {
      found = links.find((link) => link.takes(codePoint))?.style ?? style;
      chosen.set(codePoint, found);
    }
    return found;
  };
}
