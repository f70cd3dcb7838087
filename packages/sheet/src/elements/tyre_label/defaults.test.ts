import { describe, expect, it } from 'vitest';
import { tyreLabelElement } from './index.ts';

describe('tyre label element defaults', () => {
  it('are 213x312 (75x110 mm) at left 337, top 350 with plausible tyre data', () => {
    expect(tyreLabelElement.defaults()).toEqual({
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
      style: {
        position: 'absolute',
        paddingTop: 0,
        paddingRight: 0,
        paddingBottom: 0,
        paddingLeft: 0,
        textAlign: 'left',
        left: 337,
        top: 350,
        width: 213,
        height: 312,
      },
    });
    // 75 x 110 mm in points, rounded: the EU label's size.
    expect(Math.round((75 / 25.4) * 72)).toBe(213);
    expect(Math.round((110 / 25.4) * 72)).toBe(312);
  });

  it('validate against the schema unchanged', () => {
    const defaults = tyreLabelElement.defaults();
    expect(tyreLabelElement.configSchema.parse(defaults)).toEqual(defaults);
  });
});
