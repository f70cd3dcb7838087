import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { openFonts } from '../testing/fonts.ts';
import { A4, sampleText } from '../testing/renderSample.ts';
import { renderSvg } from './svg.ts';
import type { GlyphRun } from './tree.ts';

// The designer's way of drawing glyphs (`glyphs: 'paths'`): one path per run instead of a
// `<use>` per glyph, for a page of a thousand inline SVGs the browser can restyle quickly.

const fonts = openFonts();
const count = (text: string, needle: RegExp) => text.match(needle)?.length ?? 0;
const page = { ...A4, items: sampleText(fonts).items };
const runs = page.items.filter((item): item is GlyphRun => item.kind === 'glyphs');

function pixels(svg: string): Buffer {
  return new Resvg(svg, {
    fitTo: { mode: 'zoom', value: 2 },
    font: { loadSystemFonts: false },
    background: 'white',
  }).render().pixels;
}

describe('glyphs drawn as one path per run', () => {
  it('writes a path per inked run, no <use> and no glyph definitions, with the run’s label', () => {
    const svg = renderSvg(page, { fonts, glyphs: 'paths' });
    expect(count(svg, /<use /g)).toBe(0);
    expect(count(svg, /<path id="/g)).toBe(0);
    expect(count(svg, /<g aria-label=/g)).toBe(
      count(renderSvg(page, { fonts }), /<g aria-label=/g),
    );
    expect(count(svg, /<g aria-label="[^"]*"[^>]*><path d="[^"]+"\/><\/g>/g)).toBeGreaterThan(0);
    expect(runs.length).toBeGreaterThan(2);
  });

  it('names each run’s face and its glyphs’ starts as the <use>s give them', () => {
    const marks = [
      ...renderSvg(page, { fonts, glyphs: 'paths' }).matchAll(
        /<g aria-label="[^"]*"[^>]*? data-face="([^"]*)" data-x="([^"]*)"/g,
      ),
    ].map(([, face, xs]) => ({ face, xs: (xs ?? '').split(' ') }));
    const uses = [...renderSvg(page, { fonts }).matchAll(/<g aria-label=[^>]*>(.*?)<\/g>/g)].map(
      ([, body]) => {
        const glyphs = [...(body ?? '').matchAll(/<use href="#[^"]*?g([^"]*)-\d+" x="([^"]*)"/g)];
        return { face: glyphs[0]?.[1], xs: glyphs.map((glyph) => glyph[2]) };
      },
    );
    expect(marks.length).toBeGreaterThan(2);
    expect(marks).toEqual(uses.filter((run) => run.xs.length > 0));
  });

  it('draws what the <use>s draw, pixel for pixel but for edge smoothing', () => {
    const used = pixels(renderSvg(page, { fonts }));
    const joined = pixels(renderSvg(page, { fonts, glyphs: 'paths' }));
    expect(joined.length).toBe(used.length);
    let inked = 0;
    let differing = 0;
    for (let i = 0; i < used.length; i += 4) {
      if ((used[i] ?? 255) < 128) inked += 1;
      const delta = Math.abs((used[i] ?? 0) - (joined[i] ?? 0));
      if (delta > 24) differing += 1;
    }
    expect(inked).toBeGreaterThan(1000);
    expect(differing).toBeLessThan(inked * 0.002);
  });

  it('leaves the default drawing as it was (exports)', () => {
    expect(renderSvg(page, { fonts, idPrefix: 'p-', glyphs: 'defs' })).toBe(
      renderSvg(page, { fonts, idPrefix: 'p-' }),
    );
  });
});
