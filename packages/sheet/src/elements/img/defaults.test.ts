import { describe, expect, it } from 'vitest';
import { imgElement } from './index.ts';

describe('image element defaults', () => {
  it('are 200x200 at left 200, top 100, cover, centred, without an image', () => {
    expect(imgElement.defaults()).toEqual({
      name: 'Image',
      dealerEditable: false,
      src: null,
      style: {
        position: 'absolute',
        paddingTop: 0,
        paddingRight: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        textAlign: 'left',
        left: 200,
        top: 100,
        width: 200,
        height: 200,
        backgroundSize: 'cover',
        backgroundPositionX: 'center',
        backgroundPositionY: 'center',
      },
    });
  });

  it('validate against the schema unchanged', () => {
    const defaults = imgElement.defaults();
    expect(imgElement.configSchema.parse(defaults)).toEqual(defaults);
  });
});
