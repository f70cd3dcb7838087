import { describe, expect, it } from 'vitest';
import '../node/hyphenation.ts';
import { parseRichText } from '../richtext/parse.ts';
import { openFonts } from '../testing/fonts.ts';
import { nth } from '../testing/nth.ts';
import { RUNT_SHARE } from './runts.ts';
import { layoutRichText, type TextLayoutOptions } from './text.ts';

const fonts = openFonts();

function texts(html: string, width: number, options: Partial<TextLayoutOptions> = {}) {
  const box = { x: 0, y: 0, width, height: 1000 };
  const options_ = { fonts, baseSize: 10, language: 'en', avoidRunts: true, ...options };
  return layoutRichText(parseRichText(html), box, options_).lines.map((line) => line.text);
}
const fits = (text: string) =>
  nth(
    layoutRichText(
      parseRichText(text),
      { x: 0, y: 0, width: 1000, height: 1000 },
      { fonts, baseSize: 10 },
    ).lines,
    0,
  ).width + 0.5;

describe('runt control', () => {
  const full = 'Winter tyres for every road';
  const width = fits(full);

  it('rebreaks a paragraph whose last line would be one short word', () => {
    expect(texts(`${full} in`, width, { avoidRunts: false })).toEqual([full, 'in']);
    expect(texts(`${full} in`, width)).toEqual(['Winter tyres for every', 'road in']);
  });

  it('leaves a last line of one word that fills its share of the line', () => {
    const long = 'Characteristically';
    expect(fits(long)).toBeGreaterThan(RUNT_SHARE * width);
    expect(texts(`${full} ${long}`, width)).toEqual([full, long]);
  });

  it('leaves a line that ends in a hard break, and a paragraph of one line', () => {
    expect(texts(`${full}<br>in`, width)).toEqual([full, 'in']);
    expect(texts('in', width)).toEqual(['in']);
  });

  it('checks each paragraph on its own', () => {
    expect(texts(`<p>${full} in</p><p>${full} on</p>`, width)).toEqual([
      'Winter tyres for every',
      'road in',
      'Winter tyres for every',
      'road on',
    ]);
  });

  it('keeps the breaks when rebreaking would add a line', () => {
    // One word per line: pulling a word down would leave the line before empty.
    const narrow = fits('Winter');
    expect(texts('Winter in', narrow)).toEqual(['Winter', 'in']);
  });
});
