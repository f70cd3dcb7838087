import type { SheetData } from '@pms/sheet';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The JSON text of sheet data a render thread read (inputTasks.ts), by the data it answered:
 * a large save is then stored without being stringified again on the event loop. `quoted` is
 * that text as a JSON string, in UTF-8, made in the thread too: the save's answer carries it.
 */
const texts = new WeakMap<SheetData, { text: string; quoted?: Uint8Array }>();

/** Remembers `text` as the JSON text of `data` (which it must be), and `quoted` as its JSON string. */
export function rememberText(data: SheetData, text: string, quoted?: Uint8Array): void {
  texts.set(data, quoted === undefined ? { text } : { text, quoted });
}

/** The JSON text remembered for `data`, if a thread read it. */
export function rememberedText(data: SheetData): string | undefined {
  return texts.get(data)?.text;
}

/** The remembered text of `data` as a JSON string's UTF-8 bytes, if a thread made them. */
export function rememberedQuotedText(data: SheetData): Uint8Array | undefined {
  return texts.get(data)?.quoted;
}

/** `data` as a jsonb column takes it: its remembered text cast in SQL, or the data itself. */
export function storedData(data: SheetData): SheetData | SQL {
  const text = texts.get(data)?.text;
  return text === undefined ? data : sql`${text}::jsonb`;
}
