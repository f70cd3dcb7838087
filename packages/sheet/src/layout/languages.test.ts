import { describe, expect, it } from 'vitest';
import { parseRichText } from '../richtext/parse.ts';
import { openFonts } from '../testing/fonts.ts';
import { layoutRichText } from './text.ts';

// One sentence per interface language, each with that language's special letters.
const SENTENCES: Record<string, string> = {
  en: 'Winter tyres give you “grip” on snow – ask your dealer today!',
  de: 'Größere Räder für Ihr Fahrzeug: jetzt beim Händler, Straße für Straße.',
  ro: 'Anvelopele de iarnă își păstrează aderența și în țările cu zăpadă.',
  cs: 'Příliš žluťoučký kůň úpěl ďábelské ódy; řidiči ocení zimní pneumatiky.',
  bg: 'Зимните гуми осигуряват сцепление — щъркелът яде жълъди в ЮЖНА България.',
  el: 'Τα χειμερινά ελαστικά προσφέρουν πρόσφυση στο χιόνι και στον πάγο.',
  hr: 'Zimske gume osiguravaju prianjanje; čađa, ćelav, džep, đak i žaba.',
  hu: 'Árvíztűrő tükörfúrógép: a téli gumiabroncs őszintén jobb tapadást ad.',
  pl: 'Zażółć gęślą jaźń: opony zimowe zapewniają przyczepność na śniegu.',
  sl: 'Zimske pnevmatike zagotavljajo oprijem na snegu; čaša, šola, žaba.',
  sk: 'Kŕdeľ šťastných ďatľov učí pri ústí Váhu mĺkveho koňa obhrýzať kôru.',
};

describe('layout in the 11 interface languages', () => {
  const fonts = openFonts();
  for (const [language, sentence] of Object.entries(SENTENCES)) {
    it(`${language}: every glyph is in the fonts, in every face`, () => {
      for (const html of [
        sentence,
        `<strong>${sentence}</strong>`,
        `<em><strong>${sentence}</strong></em>`,
        `<em>${sentence}</em>`,
      ]) {
        const result = layoutRichText(
          parseRichText(html),
          { x: 0, y: 0, width: 150, height: 500 },
          { fonts, baseSize: 10 },
        );
        const glyphs = result.items.flatMap((item) => (item.kind === 'glyphs' ? item.glyphs : []));
        expect(glyphs.length).toBeGreaterThan(20);
        expect(glyphs.filter((glyph) => glyph.id === 0)).toEqual([]);
        expect(result.lines.map((line) => line.text).join(' ')).toBe(sentence);
      }
    });
  }

  it('composes decomposed letters (NFD) to their precomposed glyphs', () => {
    const decomposed = 'ș ř ä'.normalize('NFD');
    const result = layoutRichText(
      parseRichText(decomposed),
      { x: 0, y: 0, width: 150, height: 50 },
      { fonts, baseSize: 10 },
    );
    const glyphs = result.items.flatMap((item) => (item.kind === 'glyphs' ? item.glyphs : []));
    expect(glyphs).toHaveLength(5);
  });
});
