import { defaultStyle } from '../commonDefaults.ts';
import type { LogoConfig } from './schema.ts';

/** A new logo element: 260x108 at left 50, top 679; the whole logo stays visible (contain). */
export function logoDefaults(): LogoConfig {
  return {
    name: 'Logo',
    dealerEditable: false,
    src: null,
    style: defaultStyle({
      left: 50,
      top: 679,
      width: 260,
      height: 108,
      backgroundSize: 'contain',
      backgroundPositionX: 'center',
      backgroundPositionY: 'center',
    }),
  };
}
