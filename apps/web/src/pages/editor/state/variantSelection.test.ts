import { describe, expect, it } from 'vitest';
import { pageSelection, parseVariantIds } from './variantSelection';

const page = {
  variant_groups: [
    { id: 1, name: 'Size' },
    { id: 2, name: 'Season' },
  ],
  variants: [
    { id: 10, name: '17 inch', details: '', group: 1 },
    { id: 11, name: '18 inch', details: 'sport', group: 1 },
    { id: 20, name: 'Summer', details: '', group: 2 },
    { id: 21, name: 'Winter', details: '', group: 2 },
  ],
};

describe('pageSelection', () => {
  it('takes the URL variants that belong to a group', () => {
    expect(pageSelection(page, [11, 21], '')).toEqual({ 1: 11, 2: 21 });
  });

  it('falls back to the default for the search per group, ignoring foreign ids', () => {
    expect(pageSelection(page, [21, 99], 'sport')).toEqual({ 1: 11, 2: 21 });
    expect(pageSelection(page, [], '')).toEqual({ 1: 10, 2: 20 });
  });

  it('reads the comma list of the overview', () => {
    expect(parseVariantIds('3, 7,x,-1,0')).toEqual([3, 7]);
    expect(parseVariantIds(null)).toEqual([]);
  });
});
