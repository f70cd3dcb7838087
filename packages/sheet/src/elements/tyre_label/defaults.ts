import { defaultStyle } from '../commonDefaults.ts';
import type { TyreLabelConfig } from './schema.ts';

/** A new tyre label: 213x312 pt (the EU label's 75x110 mm) at left 337, top 350. */
export function tyreLabelDefaults(): TyreLabelConfig {
  return {
    name: 'Tyre label',
    dealerEditable: false,
    tyre: {
      tyreClass: 'C1',
      supplier: 'Example Tyres',
      typeIdentifier: 'Example Sport 5',
      sizeDesignation: '225/45 R18 95Y',
      fuelEfficiency: 'C',
      wetGrip: 'A',
      noiseClass: 'B',
      noiseDb: 71,
      snowGrip: false,
      iceGrip: false,
      eprelUrl: 'https://eprel.ec.europa.eu/qr/000000',
    },
    style: defaultStyle({ left: 337, top: 350, width: 213, height: 312 }),
  };
}
