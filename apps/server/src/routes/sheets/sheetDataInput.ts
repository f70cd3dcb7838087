import type { SheetData } from '@pms/sheet';
import { rememberText } from '../../commands/sheetDataText.ts';
import { HttpError } from '../../http/httpError.ts';
import { INLINE_INPUT_BYTES } from '../../render/inputTasks.ts';
import type { RenderPool } from '../../render/renderPool.ts';
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
  rememberText(result.data, result.text);
  return result.data;
}
