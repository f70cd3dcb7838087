import { missingSetting, type SheetBody, sheetBodySchema } from '@pms/contracts';
import {
  migrateSheetData,
  parseSheetData,
  type SheetData,
  SheetDataError,
  sanitizeRichText,
  sanitizeSheetData,
  sheetDataSchema,
} from '@pms/sheet';
import { badRequest } from '../http/httpError.ts';
import { assertStorable, jsonDepthExceeds, MAX_JSON_DEPTH } from '../http/inputLimits.ts';
import { fieldName, personMessage, validate } from '../http/validate.ts';

export { missingSetting, type SheetBody, sheetBodySchema };

export function readSheetBody(body: unknown): SheetBody {
  return validate(sheetBodySchema, body);
}

/** A non-empty name, or the Settings message naming it. */
export function requireName(name: string | undefined): string {
  const trimmed = name?.trim() ?? '';
  if (!trimmed) throw badRequest(missingSetting('Name'));
  return trimmed;
}

/** Plain text for the details line: markup is removed, like on every save. */
export function cleanDetails(details: string | undefined): string {
  return sanitizeRichText(details ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}

/** How many of sheet data's problems one answer names; the rest are counted. */
const PROBLEMS_NAMED = 5;

/**
 * One problem as a sentence that starts with its field. The engine's schema words some rules
 * itself ("Expected a colour like #rrggbb…", "Must not be empty") without the field; those
 * become "data.….color must be a colour like #rrggbb…".
 */
function problemOf(path: readonly PropertyKey[], message: string): string {
  const field = fieldName(['data', ...path]);
  const text = message.replace(/\.$/, '');
  if (text.startsWith(field)) return `${text}.`;
  const expected = /^expected (.+?)(, received .*)?$/is.exec(text);
  if (expected) return `${field} must be ${expected[1]}.`;
  const must = /^must (.+)$/is.exec(text);
  if (must) return `${field} must ${must[1]}.`;
  return `${field}: ${text.charAt(0).toLowerCase()}${text.slice(1)}.`;
}

/**
 * The problems of sheet data the engine refused, each naming its field from `data` in words
 * for a person ("data.elements[2].config.style.width must be a number.").
 */
function sheetDataProblems(value: unknown, error: SheetDataError): string {
  let problems: string[];
  try {
    const result = sheetDataSchema.safeParse(migrateSheetData(value), {
      error: (issue) => personMessage({ ...issue, path: ['data', ...(issue.path ?? [])] }, 'data'),
    });
    problems = result.success
      ? ['data is not valid sheet data.']
      : result.error.issues.map((issue) => problemOf(issue.path, issue.message));
  } catch {
    // Refused before the schema (a schemaVersion from the future): the engine's own words.
    problems = error.issues.map((issue) => problemOf(issue.segments, issue.message));
  }
  const distinct = [...new Set(problems)];
  const more = distinct.length - PROBLEMS_NAMED;
  const named = distinct.slice(0, PROBLEMS_NAMED).join(' ');
  return more > 0 ? `${named} And ${more} more.` : named;
}

/**
 * Sheet data as every save stores it: JSON text or an object, with a ci (SPEC section 5),
 * valid against the engine's schema (a 400 names the path of each problem), and sanitized.
 */
export function readSheetData(raw: unknown): SheetData {
  if (raw === undefined || raw === null || raw === '') throw badRequest('data is required.');
  let value: unknown = raw;
  let jsonText = false;
  if (typeof raw === 'string') {
    if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
      throw badRequest(`data is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`);
    }
    try {
      value = JSON.parse(raw);
      jsonText = true;
    } catch {
      // parseSheetData words JSON syntax errors with their line and column.
      value = raw;
    }
  }
  // Escapes in the JSON text (\u0000) become characters only now.
  assertStorable(value, 'data');
  if (typeof value !== 'string' || jsonText) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw badRequest('data must be a JSON object, or JSON text of one.');
    }
    const ci = (value as { ci?: unknown }).ci;
    if (typeof ci !== 'string' || ci.trim() === '') throw badRequest(missingSetting('CI'));
  }
  try {
    return sanitizeSheetData(parseSheetData(value));
  } catch (error) {
    if (!(error instanceof SheetDataError)) throw error;
    // Text that is not JSON: the engine names the line and column of the mistake.
    if (typeof value === 'string') {
      const reason = error.issues[0]?.message ?? '';
      throw badRequest(
        `data is not valid JSON: ${reason.charAt(0).toLowerCase()}${reason.slice(1)}.`,
      );
    }
    throw badRequest(sheetDataProblems(value, error));
  }
}
