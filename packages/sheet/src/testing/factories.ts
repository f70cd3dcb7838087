// Test data for the engine's tests; not part of the public API.
import { parseSheetData } from '../model/parse.ts';
import { CURRENT_SCHEMA_VERSION, type SheetData } from '../model/sheet.ts';

/** A raw element as stored, with the minimum a text element needs. */
export function rawText(id: number, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    type: 'p',
    config: { name, text: 'Hello', style: { left: 10, top: 20, width: 100, height: 50 } },
    variants: [],
    ...extra,
  };
}

/** Raw sheet data (the current schemaVersion) with overrides spread over a one-element main page. */
export function rawSheet(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    ci: 'bmw',
    elements: [rawText(1, 'Headline')],
    variant_groups: [],
    variants: [],
    additional_pages: [],
    connected_groups: [],
    ...overrides,
  };
}

/**
 * A parsed sheet with two variant groups on page 0: group 1 "Tyre size" (variants 1 "17 inch",
 * 2 "18 inch", 3 "19 inch") and group 2 "Rim" (variants 4 "Silver", 5 "Black").
 */
export function sheetWithVariants(overrides: Record<string, unknown> = {}): SheetData {
  return parseSheetData(
    rawSheet({
      variant_groups: [
        { id: 1, name: 'Tyre size' },
        { id: 2, name: 'Rim' },
      ],
      variants: [
        { id: 1, name: '17 inch', details: '225/50 R17', group: 1 },
        { id: 2, name: '18 inch', details: '225/45 R18 Winter', group: 1 },
        { id: 3, name: '19 inch', details: '245/40 R19', group: 1 },
        { id: 4, name: 'Silver', details: '', group: 2 },
        { id: 5, name: 'Black', details: 'Winter package', group: 2 },
      ],
      ...overrides,
    }),
  );
}

/** Freezes a value and everything inside it, to prove operations do not mutate their input. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
