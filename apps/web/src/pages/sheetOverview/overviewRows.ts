import type { SheetSummary } from '../../api/sheets';
import { normalize } from '../home/search';

/** A sheet as a table row, with its category already translated for sorting and filtering. */
export interface OverviewRow {
  sheet: SheetSummary;
  category: string;
}

export type SortKey = 'id' | 'name' | 'category' | 'status' | 'modified';
export type SortDirection = 'asc' | 'desc';
export type StatusFilter = 'all' | 'unlocked' | 'locked';

export interface RowQuery {
  text: string;
  status: StatusFilter;
  sortBy: SortKey;
  direction: SortDirection;
}

function sortValue(row: OverviewRow, key: SortKey): string | number {
  switch (key) {
    case 'id':
      return row.sheet.id;
    case 'name':
      return row.sheet.name;
    case 'category':
      return row.category;
    case 'status':
      return row.sheet.status === 'unlocked' ? 'unlocked' : 'locked';
    case 'modified':
      return row.sheet.modified ?? '';
  }
}

/**
 * The rows a table shows: filtered by text (id, name, details, category, regions; case and
 * diacritics ignored) and status, then sorted; ties keep id order so the order is stable.
 */
export function selectRows(rows: readonly OverviewRow[], query: RowQuery): OverviewRow[] {
  const term = normalize(query.text);
  const filtered = rows.filter((row) => {
    if (
      query.status !== 'all' &&
      (row.sheet.status === 'unlocked') !== (query.status === 'unlocked')
    ) {
      return false;
    }
    if (term === '') return true;
    const haystack = [
      String(row.sheet.id),
      row.sheet.name,
      row.sheet.details,
      row.category,
      ...row.sheet.regionalSheets.map((copy) => copy.region),
    ];
    return haystack.some((text) => normalize(text).includes(term));
  });
  const sign = query.direction === 'asc' ? 1 : -1;
  return filtered.sort((a, b) => {
    const x = sortValue(a, query.sortBy);
    const y = sortValue(b, query.sortBy);
    const order =
      typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return order === 0 ? b.sheet.id - a.sheet.id : sign * order;
  });
}
