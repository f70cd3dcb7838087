import { type DealerValues, dealerValuesSchema } from '@pms/sheet/browser';
import type { SheetKind } from '../../../api/sheetDocument';

/**
 * Where a dealer's own values for one sheet are kept in this browser: per user and sheet, so
 * two dealers on one computer do not see each other's texts. They never go into the sheet.
 */
export function dealerValuesKey(username: string, kind: SheetKind, id: number): string {
  return `dealerValues:${username}:${kind}:${id}`;
}

/** The stored values, or none when nothing (or something unreadable) is stored. */
export function readDealerValues(key: string): DealerValues {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return {};
    const parsed = dealerValuesSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export function writeDealerValues(key: string, values: DealerValues): void {
  try {
    if (Object.keys(values).length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(values));
  } catch {
    // A full or blocked storage only loses the convenience of keeping the values.
  }
}
