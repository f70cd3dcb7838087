import { describe, expect, it } from 'vitest';
import { hyphenationLanguage } from './layout/hyphenation.ts';
import { REGIONS, sheetLanguage } from './regions.ts';

describe('sheetLanguage', () => {
  it('is English for masters and the region’s language for copies', () => {
    expect(sheetLanguage(null)).toBe('en');
    expect(sheetLanguage('none')).toBe('en');
    expect(sheetLanguage('at')).toBe('de-AT');
    expect(sheetLanguage('gr')).toBe('el');
    expect(sheetLanguage('unknown')).toBe('en');
  });

  it('has hyphenation patterns for every region but Malta', () => {
    const without = REGIONS.filter((region) => !hyphenationLanguage(sheetLanguage(region)));
    expect(without).toEqual(['mt']);
  });
});
