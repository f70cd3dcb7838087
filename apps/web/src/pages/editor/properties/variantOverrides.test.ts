import { parseSheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { sheetWithVariants } from '../variants/fixtures';
import { changedPaths, combinationName, leafPaths, overridingEntry } from './variantOverrides';

describe('variant overrides', () => {
  it('names the values of a patch down to what a merge replaces whole', () => {
    expect(leafPaths({ style: { width: 1, left: undefined }, items: ['a'], text: 'x' })).toEqual([
      'style.width',
      'items',
      'text',
    ]);
  });

  it('finds where two configs differ, arrays compared whole', () => {
    expect(
      changedPaths(
        { url: 'a', style: { width: 1, top: 2 }, items: ['a'] },
        { style: { width: 1, top: 3 }, items: ['a', 'b'] },
      ).sort(),
    ).toEqual(['items', 'style.top', 'url']);
  });

  it('answers the most specific entry that sets a path, as the canvas resolves it', () => {
    const data = parseSheetData(sheetWithVariants());
    const headline = data.elements[0];
    if (headline === undefined) throw new Error('no headline');
    // 18 inch · Black: the entries for [2] and [2, 4] apply; [2, 4] wins.
    expect(overridingEntry(headline, [2, 4], ['text'])?.variants).toEqual([2, 4]);
    expect(overridingEntry(headline, [2, 3], ['text'])?.variants).toEqual([2]);
    expect(overridingEntry(headline, [1, 4], ['text'])).toBeNull();
    expect(overridingEntry(headline, [2, 4], ['style.width'])).toBeNull();
    expect(combinationName(data.variants, [2, 4])).toBe('18 inch · Black');
  });
});
