import type { SheetData } from '@pms/sheet';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The JSON text of sheet data a render thread read (inputTasks.ts), by the data it answered:
 * a large save is then stored without being stringified again on the event loop.
 */
const texts = new WeakMap<SheetData, string>();

/** Remembers `text` as the JSON text of `data` (which it must be). */
export function rememberText(data: SheetData, text: string): void {
  texts.set(data, text);
}

/** The JSON text remembered for `data`, if a thread read it. */
export function rememberedText(data: SheetData): string | undefined {
  return texts.get(data);
}

/** `data` as a jsonb column takes it: its remembered text cast in SQL, or the data itself. */
export function storedData(data: SheetData): SheetData | SQL {
  const text = texts.get(data);
  return text === undefined ? data : sql`${text}::jsonb`;
}
