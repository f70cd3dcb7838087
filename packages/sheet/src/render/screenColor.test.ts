import { describe, expect, it } from 'vitest';
import { naiveScreenColor, rgbHex, screenPage, toScreenColor } from './screenColor.ts';

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

describe('screenPage', () => {
  it('replaces process colours in every item, clips included, and keeps the rest', () => {
    const cmyk = 'device-cmyk(0 0 0 1)';
    const page = screenPage(
      {
        width: 10,
        height: 10,
        items: [
          { kind: 'rect', x: 0, y: 0, width: 1, height: 1, fill: cmyk },
          { kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1, width: 1, color: '#123456' },
          {
            kind: 'clip',
            x: 0,
            y: 0,
            width: 5,
            height: 5,
            items: [{ kind: 'path', d: 'M0 0', fill: cmyk, stroke: cmyk }],
          },
        ],
      },
      () => '#0a0a0a',
    );
    expect(page.items).toEqual([
      { kind: 'rect', x: 0, y: 0, width: 1, height: 1, fill: '#0a0a0a' },
      { kind: 'line', x1: 0, y1: 0, x2: 1, y2: 1, width: 1, color: '#123456' },
      {
        kind: 'clip',
        x: 0,
        y: 0,
        width: 5,
        height: 5,
        items: [{ kind: 'path', d: 'M0 0', fill: '#0a0a0a', stroke: '#0a0a0a' }],
      },
    ]);
  });
});
