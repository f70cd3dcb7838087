// Work on a request's input that is too heavy for the event loop once the input is large: a
// JSON body's checks and parsing (60 ms for 7.7 MiB), a sheet save's data (parse, validate,
// sanitize: about a second for 7 MB), a copy's translation count (0.4 s for 15,000 elements), whether a master's
// new data changes what its copies take over, and an uploaded font's inspection (half a
// second for a 600 KB font). Run in a render thread like exports; see renderPool.ts.
import { parseSheetData, type SheetData } from '@pms/sheet';
import { type FontInspection, inspectFont } from '@pms/sheet/node';
import { HttpError } from '../http/httpError.ts';
import { readJsonBody } from '../http/inputLimits.ts';
import { masterChanges } from '../regional/masterChanges.ts';
import { overwrittenTranslations } from '../regional/mergeFromMaster.ts';
import { type TranslationProgress, translationProgress } from '../regional/translationProgress.ts';
import { readSheetData } from '../sheets/sheetBody.ts';

/** A save's `data` as sent (JSON text), to be read as every save reads it. */
export interface SheetDataTask {
  kind: 'sheetData';
  raw: string;
}

/** Whether a master saved as `after` changes what its copies take over from `before`. */
export interface MasterChangedTask {
  kind: 'masterChanged';
  /** Both as JSON text: text crosses to a thread as one copy, an object graph field by field. */
  before: string;
  after: string;
}

/** A large JSON request body as it arrived, to be checked and parsed as every body is. */
export interface JsonBodyTask {
  kind: 'jsonBody';
  bytes: Uint8Array;
}

/**
 * A copy's texts to count as translated against its master, each as JSON text: `copy` as a save
 * read it, the master and its data at the copy's base version as stored (loadMasterContextText).
 * The master's own texts count only when `countMaster` (see countTranslations).
 */
export interface TranslationProgressTask {
  kind: 'translationProgress';
  copy: string;
  base: string | null;
  master: string;
  countMaster: boolean;
}

/**
 * A copy's save to compare with what it replaces (see translationGuard.ts), as JSON text: the
 * stored copy, the save, and the master and its base as stored. `guardWith` says which of the
 * two guards the translations: the master as it is now, or as the copy took it.
 */
export interface OverwrittenTranslationsTask {
  kind: 'overwrittenTranslations';
  current: string;
  incoming: string;
  base: string | null;
  master: string;
  guardWith: 'master' | 'base';
}

/** An uploaded font file to inspect. */
export interface FontTask {
  kind: 'font';
  bytes: Uint8Array;
}

export type InputTask =
  | SheetDataTask
  | MasterChangedTask
  | JsonBodyTask
  | TranslationProgressTask
  | OverwrittenTranslationsTask
  | FontTask;

/** What an input task answers; a refusal travels as a value, as in renderTasks.ts. */
export type InputResult =
  | { ok: true; text: string; quoted: Uint8Array }
  | { ok: true; changed: boolean }
  | { ok: true; inspection: FontInspection }
  | { ok: true; body: unknown }
  /** Null: the stored master is not readable sheet data, and nothing was counted. */
  | { ok: true; progress: TranslationProgress | null }
  | { ok: true; keys: string[] }
  | { ok: false; status: number; message: string };

/**
 * Below this many bytes of input a task runs in the request's own thread: the hop to a thread
 * and back costs more than the work (a 256 KB save is read in about 30 ms).
 */
export const INLINE_INPUT_BYTES = 256 * 1024;

/**
 * Runs one input task. The sheet's data comes back with its JSON text, which is what the
 * database stores: stringified here, the event loop does not do it again.
 */
export function runInputTask(task: InputTask): InputResult {
  try {
    if (task.kind === 'sheetData') {
      // Only text crosses back: the main thread parses it only if something reads it, and
      // answers the save with `quoted` as it is (sheetAnswer.ts).
      const text = JSON.stringify(readSheetData(task.raw));
      return { ok: true, text, quoted: Buffer.from(JSON.stringify(text)) };
    }
    if (task.kind === 'jsonBody') {
      return { ok: true, body: readJsonBody(Buffer.from(task.bytes).toString('utf8')) };
    }
    if (task.kind === 'translationProgress') {
      const master = storedSheet(task.master);
      if (!master) return { ok: true, progress: null };
      const copy = JSON.parse(task.copy) as SheetData;
      const base = storedSheet(task.base);
      return {
        ok: true,
        progress: translationProgress(copy, base, task.countMaster ? master : null),
      };
    }
    if (task.kind === 'overwrittenTranslations') {
      return { ok: true, keys: overwrittenFromText(task) };
    }
    if (task.kind === 'masterChanged') {
      return { ok: true, changed: masterChangedFromText(task.before, task.after) };
    }
    return { ok: true, inspection: inspectFont(task.bytes) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { ok: false, status: error.statusCode, message: error.message };
    }
    throw error;
  }
}

/**
 * As changesContent decides it: `after` is data a save has read (readSheetData's output), and
 * stored data that cannot be read as sheet data counts as changed.
 */
export function masterChangedFromText(before: string, after: string): boolean {
  try {
    const saved = JSON.parse(after) as SheetData;
    return masterChanges(parseSheetData(JSON.parse(before)), saved).length > 0;
  } catch {
    return true;
  }
}

/**
 * Stored sheet data as loadMasterContexts reads it (revisions may predate a migration): null
 * when there is none or it cannot be read as sheet data.
 */
function storedSheet(text: string | null): SheetData | null {
  if (text === null) return null;
  try {
    return parseSheetData(JSON.parse(text));
  } catch {
    return null;
  }
}

/**
 * As translationGuard.ts decides inline: a master, a guarding version or a stored copy that
 * cannot be read guards nothing.
 */
function overwrittenFromText(task: OverwrittenTranslationsTask): string[] {
  const master = storedSheet(task.master);
  const base = storedSheet(task.base);
  const guard = task.guardWith === 'master' ? master : base;
  const current = storedSheet(task.current);
  if (!master || !guard || !current) return [];
  const incoming = JSON.parse(task.incoming) as SheetData;
  return overwrittenTranslations(current, incoming, base, guard);
}
