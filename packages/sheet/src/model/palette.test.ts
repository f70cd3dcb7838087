import { describe, expect, it } from 'vitest';
import { backgroundItems, textColor } from '../layout/element.ts';
import { normalizeColor } from '../richtext/color.ts';
import { isCmykColor, storedColor } from './color.ts';
import {
  followPalette,
  paletteColorString,
  paletteInner,
  paletteReference,
  paletteValues,
} from './palette.ts';
import { backgroundColorSchema, colorSchema, styleSchema } from './style.ts';

const BLUE = { id: 3, cmyk: { c: 1, m: 0.45, y: 0, k: 0.14 }, spot: 'PANTONE 2945 C' };

describe('palette colours in sheets', () => {
  it('stores a palette colour by its id with its values, process or spot', () => {
    expect(paletteColorString(BLUE)).toBe('palette(3 spot("PANTONE 2945 C" 1 0.45 0 0.14))');
    expect(paletteColorString({ id: 4, cmyk: { c: 0, m: 1, y: 1, k: 0 } })).toBe(
      'palette(4 device-cmyk(0 1 1 0))',
    );
    expect(paletteReference('palette(3 device-cmyk(0 1 1 0))')).toBe(3);
    expect(paletteReference('device-cmyk(0 1 1 0)')).toBeUndefined();
    expect(paletteInner('palette(3 device-cmyk(0 1 1 0))')).toBe('device-cmyk(0 1 1 0)');
  });

  it('accepts spot and palette colours as sheet colours, in their stored form', () => {
    expect(storedColor('spot("PANTONE 2945 C" 100% 45% 0% 14%)')).toBe(
      'spot("PANTONE 2945 C" 1 0.45 0 0.14)',
    );
    expect(storedColor(' palette(7 cmyk(0, 100, 100, 0)) ')).toBe(
      'palette(7 device-cmyk(0 1 1 0))',
    );
    expect(colorSchema.parse(paletteColorString(BLUE))).toBe(paletteColorString(BLUE));
    expect(backgroundColorSchema.parse(paletteValues(BLUE))).toBe(paletteValues(BLUE));
    expect(isCmykColor(paletteColorString(BLUE))).toBe(true);
    for (const bad of [
      'spot("" 1 0 0 0)',
      'spot("A"B" 1 0 0 0)',
      'spot("Blue" 1 0 0)',
      'palette(x device-cmyk(0 0 0 1))',
      'palette(3 #ff0000)',
      'palette(3 palette(4 device-cmyk(0 0 0 1)))',
    ]) {
      expect(storedColor(bad), bad).toBeUndefined();
    }
  });

  it('makes sheets follow the palette: current values for entries that exist, stored ones else', () => {
    const sheet = {
      elements: [
        { config: { style: { color: 'palette(3 device-cmyk(1 0.5 0 0))' } } },
        { config: { style: { backgroundColor: 'palette(9 device-cmyk(0 0 1 0))', left: 3 } } },
        { config: { style: { color: '#ff0000' } } },
      ],
    };
    const followed = followPalette(sheet, [BLUE]);
    expect(followed.elements[0]?.config.style.color).toBe(paletteColorString(BLUE));
    // Entry 9 was deleted: the sheet keeps what it stored.
    expect(followed.elements[1]).toBe(sheet.elements[1]);
    expect(followed.elements[2]).toBe(sheet.elements[2]);
    // The sheet itself is not changed.
    expect(sheet.elements[0]?.config.style.color).toBe('palette(3 device-cmyk(1 0.5 0 0))');
  });

  it('hands spot and palette colours to the renderers with the ink name as written', () => {
    const color = paletteColorString(BLUE);
    const style = styleSchema.parse({
      left: 0,
      top: 0,
      width: 10,
      height: 10,
      color,
      backgroundColor: color,
    });
    expect(textColor(style)).toBe(color);
    expect(backgroundItems(style)[0]?.fill).toBe(color);
    expect(normalizeColor(paletteValues(BLUE))).toBe(paletteValues(BLUE));
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
  });
});
