import { describe, expect, it } from 'vitest';
import { colorFromStyle, normalizeColor } from './color.ts';

describe('normalizeColor', () => {
  it('normalizes hex and rgb() to #rrggbb and rejects the rest', () => {
    expect(normalizeColor('#ABC')).toBe('#aabbcc');
    expect(normalizeColor(' #A1b2C3 ')).toBe('#a1b2c3');
    expect(normalizeColor('rgb(255, 0, 16)')).toBe('#ff0010');
    expect(normalizeColor('rgb(256, 0, 0)')).toBeUndefined();
    expect(normalizeColor('red')).toBeUndefined();
    expect(normalizeColor('#abcd')).toBeUndefined();
  });

  it('passes process colours on in the tree form, so layout keeps them CMYK', () => {
    expect(normalizeColor('cmyk(0, 81, 81, 30)')).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(normalizeColor('DEVICE-CMYK(0% 81% 81% 30%)')).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(normalizeColor('device-cmyk(1 0 1 0)')).toBe('device-cmyk(1 0 1 0)');
    expect(normalizeColor('cmyk(0, 181, 0, 0)')).toBeUndefined();
  });
});

describe('colorFromStyle', () => {
  it('keeps only a valid color declaration', () => {
    expect(colorFromStyle('font-weight: bold; COLOR: #fff; background-color: #000')).toBe(
      '#ffffff',
    );
    expect(colorFromStyle('background-color: #000')).toBeUndefined();
    expect(colorFromStyle('color: expression(alert(1))')).toBeUndefined();
    expect(colorFromStyle('color: device-cmyk(0 0.81 0.81 0.3)')).toBe(
      'device-cmyk(0 0.81 0.81 0.3)',
    );
  });
});
