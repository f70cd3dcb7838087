import { describe, expect, it } from 'vitest';
import { faceOf } from '../layout/fonts.ts';
import { openFonts } from '../testing/fonts.ts';
import { A4, SAMPLE_HTML, samplePage, sampleText, solidPng } from '../testing/renderSample.ts';
import { renderSvg } from './svg.ts';
import type { GlyphRun, RenderPage } from './tree.ts';

const fonts = openFonts();
const count = (text: string, needle: RegExp) => text.match(needle)?.length ?? 0;
const runs = (page: RenderPage) => page.items.filter((i): i is GlyphRun => i.kind === 'glyphs');

describe('renderSvg', () => {
  it('draws every inked glyph as a <use> of an outline defined once per face and glyph', () => {
    const page = { ...A4, items: sampleText(fonts).items };
    const svg = renderSvg(page, { fonts, idPrefix: 't-' });
    const glyphs = runs(page).flatMap((run) =>
      run.glyphs.map((g) => ({
        key: `${run.fontKey}:${g.id}`,
        inked: !/^\s+$/u.test(String.fromCodePoint(...g.codePoints)),
      })),
    );
    const inked = glyphs.filter((g) => g.inked);
    expect(count(svg, /<use /g)).toBe(inked.length);
    expect(count(svg, /<path id="/g)).toBe(new Set(inked.map((g) => g.key)).size);
    expect(svg).not.toContain('<text');
  });

  it('labels each run with its text for screen readers and search', () => {
    const page = { ...A4, items: sampleText(fonts).items };
    const svg = renderSvg(page, { fonts });
    for (const run of runs(page)) {
      const label = run.text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      expect(svg).toContain(`aria-label="${label}"`);
    }
    expect(SAMPLE_HTML).toContain('<strong>Grüße aus München</strong>');
    expect(svg).toMatch(/aria-label="Grüße aus ?"/);
  });

  it('places a run at its baseline, scaled from font units with y flipped', () => {
    const [run] = runs({ ...A4, items: sampleText(fonts).items });
    if (!run) throw new Error('no run');
    const svg = renderSvg({ ...A4, items: [run] }, { fonts });
    const scale = run.fontSize / faceOf(fonts, run.family, run.fontKey).font.unitsPerEm;
    expect(svg).toContain(
      `transform="matrix(${scale} 0 0 ${-scale} ${run.x} ${Math.round(run.y * 1000) / 1000})"`,
    );
  });

  it('keeps the scale of small text exact', () => {
    const [run] = runs({ ...A4, items: sampleText(fonts).items });
    if (!run) throw new Error('no run');
    // 2.5 pt at 1000 units per em: rounding to 3 decimals would draw it 20 % too large.
    const svg = renderSvg({ ...A4, items: [{ ...run, fontSize: 2.5 }] }, { fonts });
    expect(svg).toContain('matrix(0.0025 0 0 -0.0025 ');
  });

  it('sizes the viewBox to the page in points, grown by the bleed', () => {
    const page = { ...A4, items: [] };
    expect(renderSvg(page, { fonts })).toContain('viewBox="0 0 595.28 841.89"');
    expect(renderSvg(page, { fonts, bleed: 10 })).toContain('viewBox="0 0 615.28 861.89"');
    expect(renderSvg([page, page], { fonts, pageGap: 20 })).toContain(
      'viewBox="0 0 595.28 1703.78"',
    );
  });

  it('clips a clip’s items with a <clipPath> of its box', () => {
    const svg = renderSvg(
      {
        ...A4,
        items: [
          {
            kind: 'clip',
            x: 10,
            y: 20,
            width: 30,
            height: 40,
            items: [{ kind: 'rect', x: 0, y: 0, width: 100, height: 100, fill: '#ff0000' }],
          },
        ],
      },
      { fonts, idPrefix: 'p-' },
    );
    expect(svg).toContain(
      '<clipPath id="p-c0"><rect x="10" y="20" width="30" height="40"/></clipPath>',
    );
    expect(svg).toContain(
      '<g clip-path="url(#p-c0)"><rect x="0" y="0" width="100" height="100" fill="#ff0000"/></g>',
    );
  });

  it('gives each SVG its own ids so inline SVGs on one screen do not clash', () => {
    const page = { ...A4, items: sampleText(fonts).items };
    const first = renderSvg(page, { fonts }).match(/<path id="([^"]+)"/)?.[1];
    const second = renderSvg(page, { fonts }).match(/<path id="([^"]+)"/)?.[1];
    expect(first).toBeDefined();
    expect(first).not.toBe(second);
  });

  it('embeds image bytes as a data: URL stretched to the layout box, or links the src', () => {
    const { page, images } = samplePage(fonts);
    const svg = renderSvg(page, { fonts });
    const asset = images.get('/media/blue.png');
    if (!asset) throw new Error('no asset');
    const base64 = Buffer.from(asset.bytes).toString('base64');
    expect(svg).toContain(
      `<image href="data:image/png;base64,${base64}" x="60" y="430" width="120" height="90" preserveAspectRatio="none"/>`,
    );
    const linked = renderSvg(page, { fonts, imageHref: 'src' });
    expect(count(linked, /<image href="\/media\/blue.png"/g)).toBe(2);
  });

  it('encodes base64 of every length like Node does', () => {
    for (const length of [1, 2, 3, 4, 5, 100]) {
      const asset = solidPng(`/x${length}.png`, length, 1, '#123456');
      const svg = renderSvg(
        { ...A4, items: [{ kind: 'image', asset, x: 0, y: 0, width: 1, height: 1 }] },
        { fonts },
      );
      expect(svg).toContain(Buffer.from(asset.bytes).toString('base64'));
    }
  });

  it('draws paths, lines and rects as SVG elements; a path without fill is not filled', () => {
    const svg = renderSvg(
      {
        ...A4,
        items: [
          { kind: 'path', d: 'M0 0L10 10', stroke: '#00ff00', strokeWidth: 2 },
          { kind: 'path', d: 'M0 0H5V5Z', fill: '#0000ff' },
          { kind: 'line', x1: 1, y1: 2, x2: 3, y2: 4, width: 0.5, color: '#111111' },
        ],
      },
      { fonts, background: null },
    );
    expect(svg).toContain(
      '<path d="M0 0L10 10" fill="none" stroke="#00ff00" stroke-width="2" stroke-miterlimit="10"/>',
    );
    expect(svg).toContain('<path d="M0 0H5V5Z" fill="#0000ff"/>');
    expect(svg).toContain(
      '<line x1="1" y1="2" x2="3" y2="4" stroke="#111111" stroke-width="0.5"/>',
    );
    expect(svg).not.toContain('<rect');
  });
});
