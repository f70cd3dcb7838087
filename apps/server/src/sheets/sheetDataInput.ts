import type { SheetData } from '@pms/sheet';
import { rememberText } from '../commands/sheetDataText.ts';
import { HttpError } from '../http/httpError.ts';
import { INLINE_INPUT_BYTES } from '../render/inputTasks.ts';
import type { RenderPool } from '../render/renderPool.ts';
import { readSheetData } from './sheetBody.ts';

/**
 * readSheetData for a save, with the same answers: JSON text of 256 KB and more is parsed,
 * validated and sanitized in a render thread, so a save near its 8 MB limit (a second of work)
 * does not hold every other request. The text it was stored as is remembered for the write.
 */
export async function readSheetDataOffLoop(renderer: RenderPool, raw: unknown): Promise<SheetData> {
  if (typeof raw !== 'string' || raw.length < INLINE_INPUT_BYTES) return readSheetData(raw);
  const result = await renderer.runInput({ kind: 'sheetData', raw });
  if (!result.ok) throw new HttpError(result.status, result.message);
  if (!('text' in result)) throw new Error('a sheet data task answered without data');
  const data = parsedWhenRead(result.text);
  rememberText(data, result.text, result.quoted);
  return data;
}

/**
 * Sheet data that is its JSON text until something reads it. The thread's parsed object,
 * copied across, took 50 to 80 ms of the event loop for 7.7 MiB; a save only stores, compares
 * (in the thread) and answers the text, so the object is parsed here only if a reader asks.
 */
function parsedWhenRead(text: string): SheetData {
  let parsed: SheetData | undefined;
  const target = (): SheetData => {
    parsed ??= JSON.parse(text) as SheetData;
    return parsed;
  };
  return new Proxy({} as SheetData, {
    // Promises ask every value they resolve with for `then`; sheet data has none.
    get: (_, key) => (key === 'then' ? undefined : Reflect.get(target(), key)),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // The proxy's own target is an empty object: what it reports must be configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    set: (_, key, value) => Reflect.set(target(), key, value),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
  });
}
