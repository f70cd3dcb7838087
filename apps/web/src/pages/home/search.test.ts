import { describe, expect, it } from 'vitest';
import {
  defaultVariants,
  filterBySearch,
  matchesSearch,
  normalize,
  openPath,
  thumbnailFor,
} from './search';

const wheels = {
  name: 'BMW 3 Series – Winterräder',
  details: 'Sedan and Touring',
  variant_groups: [
    { id: 1, name: 'Size' },
    { id: 2, name: 'Rim' },
  ],
  variants: [
    { id: 1, name: '17 inch', details: '225/45 R17', group: 1 },
    { id: 2, name: '19 inch', details: '225/35 R19', group: 1 },
    { id: 3, name: 'V-spoke', details: null, group: 2 },
    { id: 4, name: 'Double spoke', details: 'fits 19 inch', group: 2 },
  ],
};

describe('overview search', () => {
  it('ignores case and diacritics', () => {
    expect(normalize('  Zimní KOLA ')).toBe('zimni kola');
    expect(matchesSearch(wheels, 'winterrader')).toBe(true);
    expect(matchesSearch(wheels, 'TOURING')).toBe(true);
  });

  it('matches variant names and details', () => {
    expect(matchesSearch(wheels, '19 inch')).toBe(true);
    expect(matchesSearch(wheels, 'R17')).toBe(true);
    expect(matchesSearch(wheels, 'summer')).toBe(false);
  });

  it('picks per group the first matching variant, else the first', () => {
    expect(defaultVariants(wheels, '19 inch')).toEqual([2, 4]);
    expect(defaultVariants(wheels, 'spoke')).toEqual([1, 3]);
    expect(defaultVariants(wheels, '')).toEqual([1, 3]);
  });

  it('asks for the thumbnail of the variants a search selects, and only then', () => {
    const url = '/api/sheets/7/thumbnail.png?v=3&sig=abc';
    const card = { ...wheels, thumbnail: url };
    expect(thumbnailFor(card, '19 inch')).toBe(`${url}&search=19%20inch`);
    // What the page opens with anyway, or a search of the name: the plain, cached image.
    expect(thumbnailFor(card, '17 inch')).toBe(url);
    expect(thumbnailFor(card, 'Touring')).toBe(url);
    expect(thumbnailFor(card, '  ')).toBe(url);
    expect(thumbnailFor({ ...wheels, thumbnail: null }, '19 inch')).toBeNull();
  });

  it('carries the search and the variants into the designer URL', () => {
    expect(openPath('/edit/7', wheels, '19 inch')).toBe('/edit/7?search=19%20inch&variants=2,4');
    expect(openPath('/edit/7', { ...wheels, variants: [], variant_groups: [] }, '')).toBe(
      '/edit/7',
    );
  });
});

describe('filterBySearch', () => {
  const other = { ...wheels, name: 'Spring check', details: null, variants: [] };

  it('keeps the matching sheets in their order', () => {
    expect(filterBySearch([wheels, other], 'SPRING')).toEqual([other]);
    expect(filterBySearch([other, wheels], '')).toEqual([other, wheels]);
    expect(filterBySearch([wheels, other], 'r19')).toEqual([wheels]);
  });

  it('does not match across two fields', () => {
    // "Touring" ends the details and "17 inch" starts the first variant.
    expect(filterBySearch([wheels], 'touring17')).toEqual([]);
    expect(filterBySearch([wheels], 'touring 17')).toEqual([]);
  });
});

describe('filterBySearch while typing on', () => {
  const sheets = ['Winter wheels', 'Winter tyres', 'Summer wheels'].map((name) => ({
    name,
    details: null,
    variants: [],
    variant_groups: [],
  }));

  it('narrows the last results and starts over for a new list or another search', () => {
    expect(filterBySearch(sheets, 'w').map((sheet) => sheet.name)).toEqual([
      'Winter wheels',
      'Winter tyres',
      'Summer wheels',
    ]);
    expect(filterBySearch(sheets, 'wheel').map((sheet) => sheet.name)).toEqual([
      'Winter wheels',
      'Summer wheels',
    ]);
    // Not a longer search: all sheets again.
    expect(filterBySearch(sheets, 'tyres').map((sheet) => sheet.name)).toEqual(['Winter tyres']);
    expect(filterBySearch(sheets, 'winter').map((sheet) => sheet.name)).toEqual([
      'Winter wheels',
      'Winter tyres',
    ]);
    // A new list (more sheets arrived) is searched whole, even for a longer search.
    const more = [
      ...sheets,
      { name: 'Winter wheels XL', details: null, variants: [], variant_groups: [] },
    ];
    expect(filterBySearch(more, 'winter w').map((sheet) => sheet.name)).toEqual([
      'Winter wheels',
      'Winter wheels XL',
    ]);
  });
});
