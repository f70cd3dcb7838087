import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetchMock';
import { fetchAllPages } from './hydra';
import { type SheetSummary, sheetSummarySchema, sortSheets } from './sheets';

function sheet(id: number, sticky = false): SheetSummary {
  return sheetSummarySchema.parse({
    '@id': `/api/sheets/${id}`,
    id,
    name: `Sheet ${id}`,
    details: null,
    sticky,
  });
}

describe('sortSheets', () => {
  it('orders by id descending with sticky sheets first', () => {
    const sorted = sortSheets([sheet(1), sheet(4, true), sheet(3), sheet(2, true), sheet(5)]);
    expect(sorted.map((s) => s.id)).toEqual([4, 2, 5, 3, 1]);
  });
});

describe('fetchAllPages', () => {
  it('fetches the remaining pages and joins them in order', async () => {
    const path = '/api/sheets?order[id]=desc';
    const fetchMock = mockFetch({
      [`GET ${path}`]: () =>
        jsonResponse({
          'hydra:member': [sheet(5)],
          'hydra:totalItems': 3,
          'hydra:view': { 'hydra:last': '/api/sheets?order%5Bid%5D=desc&page=3' },
        }),
      [`GET ${path}&page=2`]: () => jsonResponse({ 'hydra:member': [sheet(4)] }),
      [`GET ${path}&page=3`]: () => jsonResponse({ 'hydra:member': [sheet(3)] }),
    });
    const sheets = await fetchAllPages(path, sheetSummarySchema);
    expect(sheets.map((s) => s.id)).toEqual([5, 4, 3]);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('fetchAllPages progress', () => {
  it('reports the first page, then each remaining page, with the total item count', async () => {
    const path = '/api/sheets?order[id]=desc';
    mockFetch({
      [`GET ${path}`]: () =>
        jsonResponse({
          'hydra:member': [sheet(5), sheet(4)],
          'hydra:totalItems': 3,
          'hydra:view': { 'hydra:last': '/api/sheets?order%5Bid%5D=desc&page=2' },
        }),
      [`GET ${path}&page=2`]: () => jsonResponse({ 'hydra:member': [sheet(3)] }),
    });
    const pages: [number, number][] = [];
    await fetchAllPages(path, sheetSummarySchema, {}, (count, total) => {
      pages.push([count, total]);
    });
    expect(pages).toEqual([
      [2, 3],
      [1, 3],
    ]);
  });
});
