import {
  parseSheetData,
  type SheetData,
  SheetDataError,
  sanitizeRichText,
  sanitizeSheetData,
} from '@pms/sheet';
import { z } from 'zod';
import { badRequest } from '../../http/httpError.ts';
import { assertStorable, jsonDepthExceeds, MAX_JSON_DEPTH } from '../../http/inputLimits.ts';
import { validate, versionField } from '../../http/validate.ts';

/** SPEC section 5: a save needs a name, a category and a ci, else this names the field. */
export const missingSetting = (field: string) => `Please enter '${field}' under 'Settings'.`;

const statusSchema = z.enum(['locked', 'unlocked'], {
  error: "status must be 'locked' or 'unlocked'.",
});

/** The fields a save sends (SPEC section 7); references may be IRIs or bare ids. */
export const sheetBodySchema = z.object({
  name: z.string({ error: missingSetting('Name') }).optional(),
  details: z.string({ error: 'details must be text.' }).optional(),
  status: statusSchema.optional(),
  category: z.union([z.string(), z.number()]).nullable().optional(),
  data: z.unknown().optional(),
  version: versionField.optional(),
});

export type SheetBody = z.infer<typeof sheetBodySchema>;

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

/**
 * Sheet data as every save stores it: JSON text or an object, with a ci (SPEC section 5),
 * valid against the engine's schema (a 400 names the path of each problem), and sanitized.
 */
export function readSheetData(raw: unknown): SheetData {
  if (raw === undefined || raw === null || raw === '') throw badRequest('data is required.');
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (jsonDepthExceeds(raw, MAX_JSON_DEPTH)) {
      throw badRequest(`data is nested too deeply: at most ${MAX_JSON_DEPTH} levels.`);
    }
    try {
      value = JSON.parse(raw);
    } catch {
      // parseSheetData words JSON syntax errors with their line and column.
      value = raw;
    }
  }
  // Escapes in the JSON text (\u0000) become characters only now.
  assertStorable(value, 'data');
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const ci = (value as { ci?: unknown }).ci;
    if (typeof ci !== 'string' || ci.trim() === '') throw badRequest(missingSetting('CI'));
  }
  try {
    return sanitizeSheetData(parseSheetData(value));
  } catch (error) {
    if (error instanceof SheetDataError) throw badRequest(error.message);
    throw error;
  }
}
