import { describe, expect, it } from 'vitest';
import { cmykFromHex, cmykFromPercent, cmykPercent, colorFromText, colorText } from './colorText';

describe('colour text of the colour field', () => {
  it('shows CMYK as designers write it and hex as stored', () => {
    expect(colorText('device-cmyk(0 0.81 0.81 0.3)')).toBe('cmyk(0, 81, 81, 30)');
    expect(colorText('device-cmyk(0.125 0 1 0)')).toBe('cmyk(12.5, 0, 100, 0)');
    expect(colorText('#1c69d4')).toBe('#1c69d4');
  });

  it('stores typed text: hex expanded and lowercased, CMYK in the tree form', () => {
    expect(colorFromText(' #ABC ')).toBe('#aabbcc');
    expect(colorFromText('cmyk(0, 81, 81, 30)')).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(colorFromText('device-cmyk(0% 81% 81% 30%)')).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(colorFromText('blue')).toBeUndefined();
  });

  it('reads and writes the four CMYK inputs in percent', () => {
    expect(cmykPercent('device-cmyk(1 0.8 0 0)')).toEqual({ c: 100, m: 80, y: 0, k: 0 });
    expect(cmykPercent('#000000')).toBeUndefined();
    expect(cmykFromPercent({ c: 0, m: 81, y: 81, k: 30 })).toBe('device-cmyk(0 0.81 0.81 0.3)');
  });

  it('starts the CMYK inputs from a hex colour with black as K', () => {
    expect(cmykFromHex('#000000')).toEqual({ c: 0, m: 0, y: 0, k: 100 });
    expect(cmykFromHex('#ffffff')).toEqual({ c: 0, m: 0, y: 0, k: 0 });
    expect(cmykFromHex('#ff0000')).toEqual({ c: 0, m: 100, y: 100, k: 0 });
  });
});
