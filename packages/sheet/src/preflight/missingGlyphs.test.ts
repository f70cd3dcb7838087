import { describe, expect, it } from 'vitest';
import { layoutText } from '../elements/p/layout.ts';
import { createFontLibrary } from '../layout/fonts.ts';
import type { RenderItem } from '../render/tree.ts';
import { textElement } from '../testing/elements.ts';
import { notoSansSource } from '../testing/fonts.ts';
import { fakeImages } from '../testing/images.ts';
import { checkMissingGlyphs } from './missingGlyphs.ts';

const ctx = { fonts: createFontLibrary(notoSansSource()), images: fakeImages() };
const itemsOf = (text: string): RenderItem[] =>
  layoutText(textElement({ text: `<p>${text}</p>` }), ctx).items;

describe('checkMissingGlyphs', () => {
  it('passes text in all the product’s scripts, soft hyphens and spaces included', () => {
    expect(
      checkMissingGlyphs(itemsOf('Preis ab 99 € · Цена · Τιμή · Ce\u00adna žluťoučký')),
    ).toEqual([]);
  });

  it('lists the code points the fonts have no glyph for, once each', () => {
    // Noto Sans has no CJK and no emoji: shaping gives them glyph id 0 (.notdef).
    expect(checkMissingGlyphs(itemsOf('Preis 価格 価 😀'))).toEqual([
      { check: 'missingGlyphs', severity: 'error', codePoints: [0x4fa1, 0x683c, 0x1f600] },
    ]);
  });
});
