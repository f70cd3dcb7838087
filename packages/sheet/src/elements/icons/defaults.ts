import { defaultStyle } from '../commonDefaults.ts';
import type { IconsConfig } from './schema.ts';

/** A new icons element: the four wheel features, one line each, 200x120. */
export function iconsDefaults(): IconsConfig {
  return {
    name: 'Icons',
    dealerEditable: false,
    lines: [
      { feature: 'star', text: 'Star-marked tyre' },
      { feature: 'rsc', text: 'Run-flat tyre (RSC)' },
      { feature: 'rdc', text: 'Tyre pressure sensors (RDC)' },
      { feature: 'chains', text: 'Suitable for snow chains' },
    ],
    style: defaultStyle({ width: 200, height: 120 }),
  };
}
