import { describe, expect, it } from 'vitest';
import type { SheetSummary } from '../../api/sheets';
import { type OverviewRow, selectRows } from './overviewRows';

function row(id: number, name: string, status: string, category: string): OverviewRow {
  const sheet: SheetSummary = {
    '@id': `/api/sheets/${id}`,
    id,
    name,
    status,
    regionalSheets: [{ '@id': '/api/regional_sheets/1', id: 1, region: 'cz', status }],
    variants: [],
    variant_groups: [],
    version: 1,
    modified: `2026-01-0${id}T00:00:00.000Z`,
  };
  return { sheet, category };
}

const rows = [
  row(1, 'Zimní kola', 'unlocked', 'Winter'),
  row(2, 'Spring check', 'locked', 'Summer'),
  row(3, 'Accessories', 'unlocked', 'Other'),
];
const ids = (list: OverviewRow[]) => list.map((r) => r.sheet.id);

describe('sheet overview rows', () => {
  it('sorts by any column in both directions', () => {
    const base = { text: '', status: 'all' as const };
    expect(ids(selectRows(rows, { ...base, sortBy: 'id', direction: 'desc' }))).toEqual([3, 2, 1]);
    expect(ids(selectRows(rows, { ...base, sortBy: 'name', direction: 'asc' }))).toEqual([3, 2, 1]);
    expect(ids(selectRows(rows, { ...base, sortBy: 'category', direction: 'desc' }))).toEqual([
      1, 2, 3,
    ]);
    expect(ids(selectRows(rows, { ...base, sortBy: 'modified', direction: 'asc' }))).toEqual([
      1, 2, 3,
    ]);
  });

  it('filters by text without diacritics and by status', () => {
    const sort = { sortBy: 'id' as const, direction: 'asc' as const };
    expect(ids(selectRows(rows, { ...sort, text: 'zimni', status: 'all' }))).toEqual([1]);
    expect(ids(selectRows(rows, { ...sort, text: 'other', status: 'all' }))).toEqual([3]);
    expect(ids(selectRows(rows, { ...sort, text: '', status: 'locked' }))).toEqual([2]);
    expect(ids(selectRows(rows, { ...sort, text: 'CZ', status: 'unlocked' }))).toEqual([1, 3]);
  });
});

describe('sheet overview rows, searched again', () => {
  it('does not match across two fields, and follows a renamed category', () => {
    const sort = { sortBy: 'id' as const, direction: 'asc' as const, status: 'all' as const };
    // "Zimní kola" ends the name and "cz" is the region: not one text.
    expect(ids(selectRows(rows, { ...sort, text: 'kolacz' }))).toEqual([]);
    const [first] = rows;
    if (!first) throw new Error('rows are missing');
    // The same sheet under another category label (another language) is found by that label.
    const renamed = [{ ...first, category: 'Zima' }];
    expect(ids(selectRows(renamed, { ...sort, text: 'zima' }))).toEqual([1]);
    expect(ids(selectRows(renamed, { ...sort, text: 'winter' }))).toEqual([]);
  });
});
