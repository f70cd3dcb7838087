import { describe, expect, it } from 'vitest';
import { CALIBRI, VERDANA } from '../elements/tyre_label/text.ts';
import { addElement } from '../model/operations.ts';
import { parseSheetData } from '../model/parse.ts';
import { DEFAULT_FAMILY } from './fonts.ts';
import { sheetFamilies } from './sheetFamilies.ts';

describe('sheetFamilies', () => {
  it('names only the default family for a sheet without a tyre label', () => {
    expect(sheetFamilies(parseSheetData({ ci: 'bmw' }))).toEqual([DEFAULT_FAMILY]);
  });

  it("adds the label's Calibri and Verdana stand-ins when any page has a tyre label", () => {
    const twoPages = parseSheetData({ ci: 'bmw', additional_pages: [{ elements: [] }] });
    const data = addElement(addElement(twoPages, 0, 'p'), 1, 'tyre_label');
    expect(sheetFamilies(data)).toEqual([DEFAULT_FAMILY, CALIBRI, VERDANA]);
  });

  it("adds the family the sheet's text is set in, its ci's brand family", () => {
    const data = addElement(parseSheetData({ ci: 'bmw' }), 0, 'tyre_label');
    expect(sheetFamilies(data, 'brand-3')).toEqual([DEFAULT_FAMILY, 'brand-3', CALIBRI, VERDANA]);
    expect(sheetFamilies(data, null)).toEqual([DEFAULT_FAMILY, CALIBRI, VERDANA]);
  });

  it('adds the families elements name, also in a variant entry', () => {
    const data = parseSheetData({
      ci: 'bmw',
      elements: [
        {
          id: 1,
          type: 'p',
          config: {
            name: 'A',
            text: '',
            fontFamily: 'brand-5',
            style: { left: 0, top: 0, width: 9, height: 9 },
          },
          variants: [{ id: 1, variants: [1], type: 'p', config: { fontFamily: 'brand-6' } }],
        },
      ],
      variant_groups: [{ id: 1, name: 'Size' }],
      variants: [{ id: 1, name: 'S', group: 1 }],
    });
    expect(sheetFamilies(data, 'brand-3')).toEqual([
      DEFAULT_FAMILY,
      'brand-3',
      'brand-5',
      'brand-6',
    ]);
  });
});
