import { describe, expect, it } from 'vitest';
import { isCmykColor, parseCmyk, storedColor } from './color.ts';
import { backgroundColorSchema, colorSchema } from './style.ts';

describe('storedColor', () => {
  it('stores every CMYK spelling as the tree form', () => {
    const stored = 'device-cmyk(0 0.81 0.81 0.3)';
    expect(storedColor('device-cmyk(0% 81% 81% 30%)')).toBe(stored);
    expect(storedColor('device-cmyk(0 0.81 0.81 0.3)')).toBe(stored);
    expect(storedColor('cmyk(0, 81, 81, 30)')).toBe(stored);
    expect(storedColor(' CMYK(0,81%,81 , 30) ')).toBe(stored);
    expect(storedColor('device-cmyk(0, .81, .81, .3)')).toBe(stored);
    expect(storedColor('cmyk(100, 0, 100, 0)')).toBe('device-cmyk(1 0 1 0)');
  });

  it('keeps hex as written, so existing sheets do not change', () => {
    expect(storedColor('#ABC')).toBe('#ABC');
    expect(storedColor(' #1c69d4 ')).toBe('#1c69d4');
  });

  it('refuses what is no colour or out of range', () => {
    for (const text of [
      'red',
      '#abcd',
      'cmyk(0, 81, 81)',
      'cmyk(0, 81, 81, 30, 1)',
      'cmyk(0, 181, 81, 30)',
      'device-cmyk(0 81 81 30)',
      'device-cmyk(0 -0.1 0 0)',
      'cmyk(a, b, c, d)',
      'rgb(0, 0, 0)',
      'device-cmyk(0 0 0 0) x',
    ]) {
      expect(storedColor(text), text).toBeUndefined();
    }
  });

  it('tells process colours apart', () => {
    expect(isCmykColor('cmyk(0, 0, 0, 100)')).toBe(true);
    expect(isCmykColor('#000000')).toBe(false);
    expect(parseCmyk('device-cmyk(10% 20% 30% 40%)')).toEqual({ c: 0.1, m: 0.2, y: 0.3, k: 0.4 });
  });
});

describe('colour schemas', () => {
  it('accept hex and CMYK and store CMYK canonically', () => {
    expect(colorSchema.parse('#fff')).toBe('#fff');
    expect(colorSchema.parse('cmyk(0, 81, 81, 30)')).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(backgroundColorSchema.parse('transparent')).toBe('transparent');
    expect(backgroundColorSchema.parse('#1c69d4')).toBe('#1c69d4');
    expect(backgroundColorSchema.parse('device-cmyk(100% 0% 100% 0%)')).toBe(
      'device-cmyk(1 0 1 0)',
    );
  });

  it('refuse anything else', () => {
    expect(colorSchema.safeParse('red').success).toBe(false);
    expect(backgroundColorSchema.safeParse('#fff').success).toBe(false);
    expect(backgroundColorSchema.safeParse('cmyk(0, 0, 0)').success).toBe(false);
  });
});
