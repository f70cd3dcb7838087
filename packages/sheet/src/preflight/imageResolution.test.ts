import { describe, expect, it } from 'vitest';
import type { Image, RenderItem } from '../render/tree.ts';
import { fakeImage } from '../testing/images.ts';
import { checkImageResolution, lowestImagePpi } from './imageResolution.ts';

/** An image item of `pixels` square drawn at `points` square. */
function image(pixels: number, points: number, extra: Partial<Image> = {}): Image {
  const asset = fakeImage('/media/a.png', pixels, pixels);
  return { kind: 'image', x: 0, y: 0, width: points, height: points, asset, ...extra };
}

describe('checkImageResolution', () => {
  it('passes an image of 300 ppi or more at its placed size', () => {
    // 1250 px over 300 pt (4.17 in) = 300 ppi.
    expect(checkImageResolution([image(1250, 300)])).toEqual([]);
  });

  it('warns below 300 ppi and gives the figures', () => {
    // 1000 px over 300 pt (4.17 in) = 240 ppi.
    expect(checkImageResolution([image(1000, 300)])).toEqual([
      { check: 'imageResolution', severity: 'warning', ppi: 240, required: 300 },
    ]);
  });

  it('is an error below 150 ppi', () => {
    expect(checkImageResolution([image(400, 300)])).toEqual([
      { check: 'imageResolution', severity: 'error', ppi: 96, required: 150 },
    ]);
  });

  it('measures a cover image at its placed size, not its clip box', () => {
    // Placed at 600 x 300 pt and clipped to a 300 x 300 box: 1500 px over 600 pt is 180 ppi.
    const asset = fakeImage('/media/wide.png', 1500, 750);
    const clip: RenderItem = {
      kind: 'clip',
      x: 0,
      y: 0,
      width: 300,
      height: 300,
      items: [{ kind: 'image', x: -150, y: 0, width: 600, height: 300, asset }],
    };
    expect(lowestImagePpi([clip])).toBe(180);
  });

  it('counts the lower axis of a distorted placement and ignores designer aids', () => {
    const asset = fakeImage('/media/a.png', 3000, 600);
    expect(lowestImagePpi([{ kind: 'image', x: 0, y: 0, width: 720, height: 72, asset }])).toBe(
      300,
    );
    expect(lowestImagePpi([image(10, 300, { aid: true })])).toBeNull();
  });
});

describe('checkImageResolution on SVG artwork', () => {
  /** An SVG's asset of 142 x 57 "pixels" (its size in points) placed at 50 mm: 72 "ppi". */
  function svgImage(body: string): Image {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm" viewBox="0 0 50 20">${body}</svg>`;
    const asset = {
      ...fakeImage('/media/logo.svg', 142, 57),
      print: { color: new Uint8Array([1]), vector: new TextEncoder().encode(svg) },
    };
    return { kind: 'image', x: 0, y: 0, width: 141.73, height: 56.69, asset };
  }

  it('reports no resolution for artwork printed as vectors', () => {
    expect(checkImageResolution([svgImage('<rect width="50" height="20"/>')])).toEqual([]);
  });

  it('still measures an SVG that keeps its raster form (a gradient)', () => {
    const gradient = '<rect width="50" height="20" fill="url(#g)"/>';
    expect(checkImageResolution([svgImage(gradient)])).toEqual([
      { check: 'imageResolution', severity: 'error', ppi: 72, required: 150 },
    ]);
  });
});
