import { describe, expect, it } from 'vitest';
import type { LayoutContext } from '../../layout/element.ts';
import { renderSvg } from '../../render/svg.ts';
import { type GlyphRun, type RenderItem, withoutAids } from '../../render/tree.ts';
import { logoElement as logoFixture } from '../../testing/elements.ts';
import { openFonts } from '../../testing/fonts.ts';
import { fakeImage, fakeImages } from '../../testing/images.ts';
import { logoElement } from './index.ts';
import { LOGO_PLACEHOLDER_TEXT, layoutLogo } from './layout.ts';

const fonts = openFonts();
const own = fakeImage('/media/own-logo.png', 300, 100);
const dealer = fakeImage('/media/dealer-4711.png', 200, 200);
const ctx: LayoutContext = { fonts, images: fakeImages(own) };
const withOwn = () => logoFixture({ src: { contentUrl: own.src } });

function imageOf(items: RenderItem[]) {
  const clip = items.find((item) => item.kind === 'clip');
  return clip?.kind === 'clip' ? clip.items[0] : undefined;
}

describe('layoutLogo', () => {
  it('is the logo element definition’s layout', () => {
    expect(logoElement.layout).toBe(layoutLogo);
  });

  it('prefers the dealer’s logo over its own image, contained and centred', () => {
    const result = layoutLogo(withOwn(), { ...ctx, dealerLogo: dealer });
    // 200 x 200 contained in 260 x 108: 108 x 108, centred horizontally.
    expect(imageOf(result.items)).toEqual({
      kind: 'image',
      x: 50 + 76,
      y: 679,
      width: 108,
      height: 108,
      asset: dealer,
    });
    expect(result.placeholder).toBeUndefined();
  });

  it('falls back to its own image without a dealer logo', () => {
    const result = layoutLogo(withOwn(), { ...ctx, dealerLogo: null });
    expect(imageOf(result.items)).toMatchObject({ asset: own, width: 260, x: 50 });
  });

  it('honours the 9 positions like an image', () => {
    const element = logoFixture({
      src: { contentUrl: own.src },
      style: {
        left: 50,
        top: 679,
        width: 260,
        height: 108,
        backgroundPositionX: 'right',
        backgroundPositionY: 'top',
      },
    });
    const result = layoutLogo(element, { ...ctx, dealerLogo: dealer });
    expect(imageOf(result.items)).toMatchObject({ x: 50 + 152, y: 679 });
  });

  it('shows "Logo" in a dashed outline when there is no image at all', () => {
    const result = layoutLogo(logoFixture(), ctx);
    const [outline, ...rest] = result.items;
    expect(outline?.kind).toBe('path');
    expect(outline?.kind === 'path' && outline.d.match(/M/g)?.length).toBeGreaterThan(8);
    const runs = rest.filter((item): item is GlyphRun => item.kind === 'glyphs');
    expect(runs.map((run) => run.text).join('')).toBe(LOGO_PLACEHOLDER_TEXT);
    // Centred vertically: the baseline sits below the middle of the 108 pt box, not near its top.
    expect(runs[0]?.y).toBeGreaterThan(679 + 54);
    expect(runs[0]?.y).toBeLessThan(679 + 80);
    expect(result).toMatchObject({ placeholder: true, missingImages: [] });
  });

  it('marks the placeholder as a designer aid, which the SVG draws only when asked', () => {
    const result = layoutLogo(logoFixture(), ctx);
    expect(result.items.length).toBeGreaterThan(1);
    expect(result.items.every((item) => item.kind !== 'clip' && item.aid)).toBe(true);
    const page = { width: 595.28, height: 841.89, items: result.items };
    expect(withoutAids(page.items)).toEqual([]);
    const designer = renderSvg(page, { fonts, aids: true });
    expect(designer).toContain(`aria-label="${LOGO_PLACEHOLDER_TEXT}"`);
    expect(renderSvg(page, { fonts })).not.toContain(LOGO_PLACEHOLDER_TEXT);
  });

  it('reports its own image when its asset is missing', () => {
    const result = layoutLogo(logoFixture({ src: { contentUrl: '/media/nope.png' } }), ctx);
    expect(result).toMatchObject({ placeholder: true, missingImages: ['/media/nope.png'] });
  });
});
