import { defaultStyle } from '../commonDefaults.ts';
import type { ImgConfig } from './schema.ts';

/** A new image element: 200x200, cover, centred, no image chosen yet. */
export function imgDefaults(): ImgConfig {
  return {
    name: 'Image',
    dealerEditable: false,
    src: null,
    style: defaultStyle({
      width: 200,
      height: 200,
      backgroundSize: 'cover',
      backgroundPositionX: 'center',
      backgroundPositionY: 'center',
    }),
  };
}
