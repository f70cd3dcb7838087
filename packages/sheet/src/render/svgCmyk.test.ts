// The SVG renderer shows process colours by their on-screen equivalent: browsers and resvg
// know no device-cmyk(), and would draw such a fill black or not at all.
import { describe, expect, it } from 'vitest';
import { openFonts } from '../testing/fonts.ts';
import { A4, sampleText } from '../testing/renderSample.ts';
import { renderSvg } from './svg.ts';
import type { RenderPage } from './tree.ts';

const fonts = openFonts();
const RED = 'device-cmyk(0 0.81 0.81 0.3)';

function page(): RenderPage {
  const text = sampleText(fonts).items.map((item) =>
    item.kind === 'glyphs' ? { ...item, color: RED } : item,
  );
  return {
    ...A4,
    items: [
      { kind: 'rect', x: 0, y: 0, width: 10, height: 10, fill: RED },
      { kind: 'path', d: 'M0 0H5V5Z', fill: RED, stroke: RED, strokeWidth: 1 },
      { kind: 'line', x1: 1, y1: 2, x2: 3, y2: 4, width: 0.5, color: RED },
      ...text,
    ],
  };
}

describe('renderSvg with process colours', () => {
  it('writes no device-cmyk and shows each by the naive equivalent by default', () => {
    const svg = renderSvg(page(), { fonts, background: RED });
    expect(svg).not.toContain('cmyk');
    // (1-0)(1-0.3) = 0.7 -> b3; (1-0.81)(1-0.3) = 0.133 -> 22
    expect(svg).toContain('<rect x="0" y="0" width="10" height="10" fill="#b32222"/>');
    expect(svg).toContain('<path d="M0 0H5V5Z" fill="#b32222" stroke="#b32222"');
    expect(svg).toContain('stroke="#b32222" stroke-width="0.5"/>');
    expect(svg).toMatch(/<g aria-label="[^"]+" fill="#b32222"/);
  });

  it('asks the given screen conversion (the output profile) for every process colour', () => {
    const asked: string[] = [];
    const svg = renderSvg(page(), {
      fonts,
      background: null,
      screenColor: (cmyk) => {
        asked.push(`${cmyk.c} ${cmyk.m} ${cmyk.y} ${cmyk.k}`);
        return '#a02a24';
      },
    });
    expect(svg).not.toContain('#b32222');
    expect(svg.match(/#a02a24/g)?.length).toBeGreaterThanOrEqual(5);
    expect(new Set(asked)).toEqual(new Set(['0 0.81 0.81 0.3']));
  });

  it('leaves hex colours as they are', () => {
    const svg = renderSvg(
      { ...A4, items: [{ kind: 'rect', x: 0, y: 0, width: 1, height: 1, fill: '#1c69d4' }] },
      { fonts, background: null, screenColor: () => '#000000' },
    );
    expect(svg).toContain('fill="#1c69d4"');
  });
});
