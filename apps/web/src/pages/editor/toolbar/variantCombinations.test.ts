import { parseSheetData } from '@pms/sheet';
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
});
