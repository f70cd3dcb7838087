import { SheetDataError, type SheetDataIssue, toSheetDataIssues } from './errors.ts';
import { locateJsonError } from './jsonError.ts';
import { migrateSheetData } from './migrations.ts';
import { type SheetData, sheetDataSchema } from './sheet.ts';

/** Outcome of {@link safeParseSheetData}. */
export type SheetDataResult =
  | { success: true; data: SheetData }
  | { success: false; error: SheetDataError; issues: SheetDataIssue[] };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const at = locateJsonError(text);
    const reason = at
      ? `Unexpected ${at.found} at line ${at.line}, column ${at.column}`
      : String(error instanceof Error ? error.message : error).replace(/\s+/g, ' ');
    throw new SheetDataError(
      [{ path: '', segments: [], message: reason }],
      'Sheet data is not valid JSON',
    );
  }
}

/**
 * Parses sheet data from JSON text or an already decoded value: migrates it to the current
 * schemaVersion, applies defaults and validates it. Throws {@link SheetDataError}.
 */
export function parseSheetData(input: unknown): SheetData {
  const raw = typeof input === 'string' ? parseJson(input) : input;
  const result = sheetDataSchema.safeParse(migrateSheetData(raw), { reportInput: true });
  if (!result.success) throw new SheetDataError(toSheetDataIssues(result.error.issues));
  return result.data;
}

/** Like {@link parseSheetData} but returns the error instead of throwing it. */
export function safeParseSheetData(input: unknown): SheetDataResult {
  try {
    return { success: true, data: parseSheetData(input) };
  } catch (error) {
    if (error instanceof SheetDataError) return { success: false, error, issues: error.issues };
    throw error;
  }
}
