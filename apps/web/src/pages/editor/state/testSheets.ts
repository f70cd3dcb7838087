// Test support: sheets the panel tests start from.
import type { SheetDataInput } from '@pms/sheet/browser';

/** Sheet data with one element of each type on page 0, ids 1 to 6 in painting order. */
export function sheetWithEveryType(extra: Partial<SheetDataInput> = {}): SheetDataInput {
  const style = (left: number, top: number) => ({ left, top, width: 200, height: 80 });
  return {
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Headline', text: '<p>Winter offer</p>', style: style(10, 10) },
      },
      { id: 2, type: 'img', config: { name: 'Photo', src: null, style: style(10, 100) } },
      { id: 3, type: 'logo', config: { name: 'Dealer logo', src: null, style: style(10, 200) } },
      {
        id: 4,
        type: 'ul',
        config: { name: 'Facts', items: ['One', 'Two'], style: style(10, 300) },
      },
      {
        id: 5,
        type: 'icons',
        config: {
          name: 'Features',
          lines: [{ feature: 'star', text: 'Star' }],
          style: style(10, 400),
        },
      },
      {
        id: 6,
        type: 'tyre_label',
        config: {
          name: 'Label',
          tyre: {
            tyreClass: 'C1',
            supplier: 'Example Tyres',
            typeIdentifier: 'Sport 5',
            sizeDesignation: '225/45 R18 95Y',
            fuelEfficiency: 'C',
            wetGrip: 'A',
            noiseClass: 'B',
            noiseDb: 71,
            snowGrip: false,
            iceGrip: false,
            eprelUrl: 'https://eprel.ec.europa.eu/qr/000000',
          },
          style: style(300, 10),
        },
      },
    ],
    variant_groups: [],
    variants: [],
    additional_pages: [],
    connected_groups: [],
    ...extra,
  } as SheetDataInput;
}
