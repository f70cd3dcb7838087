import { describe, expect, it } from 'vitest';
import type { LayoutContext } from '../../layout/element.ts';
import { PLACEHOLDER_FILL } from '../../layout/image.ts';
import { imageElement } from '../../testing/elements.ts';
import { openFonts } from '../../testing/fonts.ts';
import { fakeImage, fakeImages } from '../../testing/images.ts';
import { imgElement } from './index.ts';
import { layoutImage } from './layout.ts';

const wide = fakeImage('/media/wide.jpg', 400, 200);
const ctx: LayoutContext = {
  fonts: openFonts(),
  images: fakeImages(wide),
};
const style = { left: 10, top: 20, width: 100, height: 100 };

describe('layoutImage', () => {
  it('is the image element definition’s layout', () => {
    expect(imgElement.layout).toBe(layoutImage);
  });

  it('covers the box by default, centred, clipped to the box', () => {
    const result = layoutImage(imageElement(), ctx);
    expect(result.items).toEqual([
      {
        kind: 'clip',
        x: 10,
        y: 20,
        width: 100,
        height: 100,
        items: [{ kind: 'image', x: -40, y: 20, width: 200, height: 100, asset: wide }],
      },
    ]);
    expect(result).toMatchObject({ overflow: false, missingImages: [] });
    expect(result.placeholder).toBeUndefined();
  });

  it('contains and anchors the image in the content box inside the padding', () => {
    const element = imageElement({
      style: {
        ...style,
        paddingLeft: 10,
        paddingTop: 10,
        backgroundSize: 'contain',
        backgroundPositionX: 'left',
        backgroundPositionY: 'bottom',
      },
    });
    const [clip] = layoutImage(element, ctx).items;
    expect(clip).toMatchObject({ kind: 'clip', x: 20, y: 30, width: 90, height: 90 });
    expect(clip?.kind === 'clip' && clip.items[0]).toEqual({
      kind: 'image',
      x: 20,
      y: 75,
      width: 90,
      height: 45,
      asset: wide,
    });
  });

  it('draws the background colour under the image', () => {
    const element = imageElement({ style: { ...style, backgroundColor: '#00FF00' } });
    const kinds = layoutImage(element, ctx).items.map((item) => item.kind);
    expect(kinds).toEqual(['rect', 'clip']);
  });

  it('draws a placeholder and reports an asset missing from the map', () => {
    const element = imageElement({ src: { contentUrl: '/media/gone.jpg' } });
    const result = layoutImage(element, ctx);
    expect(result.items[0]).toEqual({
      kind: 'rect',
      ...{ x: 10, y: 20, width: 100, height: 100 },
      fill: PLACEHOLDER_FILL,
      aid: true,
    });
    expect(result.items[1]?.kind).toBe('path');
    expect(result.missingImages).toEqual(['/media/gone.jpg']);
    expect(result.placeholder).toBe(true);
  });

  it('draws a placeholder without reporting a URL when no image is chosen', () => {
    const result = layoutImage(imageElement({ src: null }), ctx);
    expect(result.items.map((item) => item.kind)).toEqual(['rect', 'path']);
    expect(result).toMatchObject({ missingImages: [], placeholder: true });
  });
});
