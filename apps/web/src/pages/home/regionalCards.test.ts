import { describe, expect, it } from 'vitest';
import { regionalSheetSchema } from '../../api/regionalSheets';
import { sheetSummarySchema } from '../../api/sheets';
import { asCopyCards, mastersWithoutCopy } from './regionalCards';
import { copy, master } from './regionalOverview.fixtures';
import { filterBySearch, openPath } from './search';

const masters = [
  master(3, 'Spring check', []),
  master(2, 'Winter wheels', [{ id: 7, status: 'locked' }]),
].map((sheet) => sheetSummarySchema.parse(sheet));
const copies = [regionalSheetSchema.parse(copy)];

describe('asCopyCards', () => {
  it("shows a master with the region's copy as the copy, keeping the master's id and category", () => {
    const [spring, winter] = asCopyCards(masters, copies);
    expect(spring).toBe(masters[0]);
    expect(winter).toMatchObject({
      '@id': '/api/sheets/2',
      id: 2,
      category: null,
      name: 'Zimní kompletní kola',
      details: 'Kompletní zimní kola BMW',
      thumbnail: '/api/regional_sheets/7/thumbnail.png?sig=c',
      status: 'locked',
      copy: { id: 7 },
    });
    expect(winter?.variants.map((variant) => variant.name)).toEqual(['17 palců', '18 palců']);
  });

  it("is searched and opened with the copy's own words and variants", () => {
    const cards = asCopyCards(masters, copies);
    expect(filterBySearch(cards, 'zimni').map((card) => card.id)).toEqual([2]);
    expect(filterBySearch(cards, '18 palcu').map((card) => card.id)).toEqual([2]);
    const winter = cards[1];
    if (!winter) throw new Error('two cards');
    expect(openPath('/edit-region/7', winter, '18 palcu')).toBe(
      '/edit-region/7?search=18%20palcu&variants=2',
    );
  });
});

describe('mastersWithoutCopy', () => {
  it('answers the released masters with no copy for the region', () => {
    expect(mastersWithoutCopy(masters, 'cz').map((sheet) => sheet.id)).toEqual([3]);
    // A copy of another region does not count.
    expect(mastersWithoutCopy(masters, 'pl').map((sheet) => sheet.id)).toEqual([3, 2]);
  });

  it('leaves out locked masters and masters whose copy the regional list already has', () => {
    const locked = masters.map((sheet) => ({ ...sheet, status: 'locked' }));
    expect(mastersWithoutCopy(locked, 'pl')).toEqual([]);
    const made = regionalSheetSchema.parse({ ...copy, id: 9, master: '/api/sheets/3' });
    expect(mastersWithoutCopy(masters, 'cz', [...copies, made])).toEqual([]);
  });
});
