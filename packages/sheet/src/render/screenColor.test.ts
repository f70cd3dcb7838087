import { describe, expect, it } from 'vitest';
import { naiveScreenColor, rgbHex, toScreenColor } from './screenColor.ts';

describe('toScreenColor', () => {
  it('leaves hex alone and converts process colours, naively by default', () => {
    expect(toScreenColor('#1c69d4')).toBe('#1c69d4');
    expect(toScreenColor('device-cmyk(0 0.81 0.81 0.3)')).toBe('#b32222');
    expect(toScreenColor('device-cmyk(1 0 1 0)', () => '#009a49')).toBe('#009a49');
  });

  it('writes sRGB channels as #rrggbb', () => {
    expect(rgbHex({ r: 1, g: 0.5, b: 0 })).toBe('#ff8000');
    expect(naiveScreenColor({ c: 0, m: 0, y: 0, k: 0 })).toBe('#ffffff');
  });
});
