import { describe, expect, it } from 'vitest';
import { fakeImage } from '../testing/images.ts';
import {
  fitImage,
  type ImagePlacement,
  imageItems,
  imagePlaceholder,
  PLACEHOLDER_FILL,
} from './image.ts';

// A 2:1 image in a 1:1 box at (10, 20), 100 x 100.
const box = { x: 10, y: 20, width: 100, height: 100 };
const wide = { width: 400, height: 200 };
const at = (
  fit: ImagePlacement['fit'],
  x: ImagePlacement['x'],
  y: ImagePlacement['y'],
): ImagePlacement => ({ fit, x, y });

describe('fitImage', () => {
  it('cover scales a 2:1 image to the box height and crops the sides by the anchor', () => {
    expect(fitImage(box, wide, at('cover', 'left', 'top'))).toEqual({
      x: 10,
      y: 20,
      width: 200,
      height: 100,
    });
    expect(fitImage(box, wide, at('cover', 'center', 'center'))).toEqual({
      x: -40,
      y: 20,
      width: 200,
      height: 100,
    });
    expect(fitImage(box, wide, at('cover', 'right', 'bottom'))).toEqual({
      x: -90,
      y: 20,
      width: 200,
      height: 100,
    });
  });

  it('contain scales a 2:1 image to the box width and letterboxes by the anchor', () => {
    expect(fitImage(box, wide, at('contain', 'left', 'top'))).toEqual({
      x: 10,
      y: 20,
      width: 100,
      height: 50,
    });
    expect(fitImage(box, wide, at('contain', 'right', 'center'))).toEqual({
      x: 10,
      y: 45,
      width: 100,
      height: 50,
    });
    expect(fitImage(box, wide, at('contain', 'center', 'bottom'))).toEqual({
      x: 10,
      y: 70,
      width: 100,
      height: 50,
    });
  });

  it('covers every one of the 9 positions for a tall image in a wide box', () => {
    const tall = { width: 100, height: 200 };
    const wideBox = { x: 0, y: 0, width: 200, height: 100 };
    const xs = { left: 0, center: 75, right: 150 } as const;
    const ys = { top: 0, center: -150, bottom: -300 } as const;
    for (const [x, left] of Object.entries(xs) as [keyof typeof xs, number][]) {
      for (const [y, top] of Object.entries(ys) as [keyof typeof ys, number][]) {
        expect(fitImage(wideBox, tall, at('contain', x, y)).x).toBe(left);
        expect(fitImage(wideBox, tall, at('cover', x, y)).y).toBe(top);
      }
    }
  });
});

describe('imageItems', () => {
  it('wraps the fitted image in a clip equal to the box', () => {
    const asset = fakeImage('/media/a.png', 400, 200);
    const clip = imageItems(box, asset, at('cover', 'left', 'top'));
    expect(clip).toEqual({
      kind: 'clip',
      ...box,
      items: [{ kind: 'image', x: 10, y: 20, width: 200, height: 100, asset }],
    });
  });
});

describe('imagePlaceholder', () => {
  it('is a grey area over the box and a crossed-out outline inside it', () => {
    const [area, cross] = imagePlaceholder(box);
    expect(area).toEqual({ kind: 'rect', ...box, aid: true, fill: PLACEHOLDER_FILL });
    expect(cross).toMatchObject({ kind: 'path', strokeWidth: 1 });
    expect(cross?.kind === 'path' && cross.d).toBe(
      'M 10.5 20.5 L 109.5 20.5 L 109.5 119.5 L 10.5 119.5 Z M 10.5 20.5 L 109.5 119.5 M 109.5 20.5 L 10.5 119.5',
    );
  });

  it('draws nothing for an empty box', () => {
    expect(imagePlaceholder({ ...box, width: 0 })).toEqual([]);
  });
});
