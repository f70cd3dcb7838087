import type { SheetSummary } from '../../api/sheets';
import { normalize, searchableText } from '../home/search';

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

// One collator for every comparison: String.localeCompare sets one up per call, which made
// sorting 5,000 names take a good part of a second.
const collator = new Intl.Collator();

/** The rows sorted by one column; ties keep id order (newest first), so the order is stable. */
export function sortRows(
  rows: readonly OverviewRow[],
  sortBy: SortKey,
  direction: SortDirection,
): OverviewRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, sortBy);
    const y = sortValue(b, sortBy);
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : collator.compare(String(x), String(y));
    return order === 0 ? b.sheet.id - a.sheet.id : sign * order;
  });
}

const sheetTexts = new WeakMap<SheetSummary, string>();
const categoryTexts = new Map<string, string>();

/**
 * What a row is searched by (id, name, details, regions; then the category), normalized once
 * per sheet object and category name, so a keystroke compares strings instead of normalizing
 * tens of thousands of them.
 */
function rowText(row: OverviewRow): [string, string] {
  let text = sheetTexts.get(row.sheet);
  if (text === undefined) {
    const { id, name, details, regionalSheets } = row.sheet;
    text = searchableText([
      String(id),
      name,
      details,
      ...regionalSheets.map((copy) => copy.region),
    ]);
    sheetTexts.set(row.sheet, text);
  }
  let category = categoryTexts.get(row.category);
  if (category === undefined) {
    category = normalize(row.category);
    categoryTexts.set(row.category, category);
  }
  return [text, category];
}

/**
 * The rows matching a text (id, name, details, category, regions; case and diacritics ignored)
 * and a status, in their order.
 */
export function filterRows(
  rows: readonly OverviewRow[],
  text: string,
  status: StatusFilter,
): OverviewRow[] {
  const term = normalize(text);
  return rows.filter((row) => {
    if (status !== 'all' && (row.sheet.status === 'unlocked') !== (status === 'unlocked')) {
      return false;
    }
    if (term === '') return true;
    const [sheetText, category] = rowText(row);
    return sheetText.includes(term) || category.includes(term);
  });
}

/** The rows a table shows: filtered by text and status, then sorted (see above). */
export function selectRows(rows: readonly OverviewRow[], query: RowQuery): OverviewRow[] {
  return filterRows(sortRows(rows, query.sortBy, query.direction), query.text, query.status);
}
