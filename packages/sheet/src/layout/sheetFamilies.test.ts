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
});
