import { parseSheetData, type SheetData } from '@pms/sheet/browser';
import type { SheetKind } from '../../../api/sheetDocument';

/**
 * Where the designer keeps a sheet's unsaved document in this browser: per user and sheet, so
 * that work a failed save (offline, an ended session) or a closed tab left behind is offered
 * to the same user when they open the sheet again, and to nobody else.
 */
export function draftKey(username: string, kind: SheetKind, id: number): string {
  return `designerDraft:${username}:${kind}:${id}`;
}

export interface Draft {
  data: SheetData;
  /** When it was kept (ISO): the offer names the time. */
  keptAt: string;
}

export function readDraft(key: string): Draft | null {
  try {
    const text = window.localStorage.getItem(key);
    if (text === null) return null;
    const parsed = JSON.parse(text) as { data?: unknown; keptAt?: unknown };
    if (typeof parsed.keptAt !== 'string' || Number.isNaN(Date.parse(parsed.keptAt))) return null;
    return { data: parseSheetData(parsed.data), keptAt: parsed.keptAt };
  } catch {
    // Unreadable (an older format, a full storage's half write): nothing to offer.
    return null;
  }
}

export function writeDraft(key: string, data: SheetData, now: Date = new Date()): void {
  try {
    window.localStorage.setItem(key, JSON.stringify({ data, keptAt: now.toISOString() }));
  } catch {
    // A full or blocked storage only loses the copy; the store still holds the work.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // nothing kept, nothing to clear
  }
}
