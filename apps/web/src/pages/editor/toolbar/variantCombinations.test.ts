import { CURRENT_SCHEMA_VERSION, parseSheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { variantCombinations } from './variantCombinations';

const base = {
  schemaVersion: 1,
  ci: 'bmw',
  variant_groups: [
    { id: 1, name: 'Size' },
    { id: 2, name: 'Season' },
  ],
  variants: [
    { id: 10, name: '17 inch', group: 1 },
    { id: 11, name: '18 inch', group: 1 },
    { id: 20, name: 'Summer', group: 2 },
    { id: 21, name: 'Winter', group: 2 },
  ],
};

describe('variantCombinations', () => {
  it('lists every combination of the groups, named in group order', () => {
    const combinations = variantCombinations(parseSheetData(base));
    expect(combinations.map((c) => c.names.join(', '))).toEqual([
      '17 inch, Summer',
      '17 inch, Winter',
      '18 inch, Summer',
      '18 inch, Winter',
    ]);
    expect(combinations[1]?.selection).toEqual({ 1: 10, 2: 21 });
  });

  it('moves connected groups together and has none without variants', () => {
    const connected = variantCombinations(parseSheetData({ ...base, connected_groups: [[1, 2]] }));
    expect(connected.map((c) => c.selection)).toEqual([
      { 1: 10, 2: 20 },
      { 1: 11, 2: 21 },
    ]);
    expect(variantCombinations(parseSheetData({ schemaVersion: 1, ci: 'bmw' }))).toEqual([]);
  });

  it("connects the groups of the page that owns them, not another page's with the same ids", () => {
    const data = parseSheetData({
      ...base,
      schemaVersion: CURRENT_SCHEMA_VERSION,
      additional_pages: [
        {
          variant_groups: [
            { id: 3, name: 'Rim' },
            { id: 4, name: 'Colour' },
          ],
          variants: [
            { id: 30, name: 'Alloy', group: 3 },
            { id: 31, name: 'Steel', group: 3 },
            { id: 40, name: 'Black', group: 4 },
            { id: 41, name: 'Silver', group: 4 },
          ],
          connected_groups: [
            [1, 2],
            [3, 4],
          ],
        },
      ],
    });
    // Page 1's [1, 2] names no group of page 1 and does not tie page 0's groups together.
    expect(variantCombinations(data).map((c) => c.names.join(', '))).toEqual([
      '17 inch, Summer, Alloy, Black',
      '17 inch, Summer, Steel, Silver',
      '17 inch, Winter, Alloy, Black',
      '17 inch, Winter, Steel, Silver',
      '18 inch, Summer, Alloy, Black',
      '18 inch, Summer, Steel, Silver',
      '18 inch, Winter, Alloy, Black',
      '18 inch, Winter, Steel, Silver',
    ]);
  });
});
