import type { SheetData } from '@pms/sheet';
import { roomText } from './room.ts';
import { sheetTexts } from './texts.ts';

/** Keys of the sheet's own name and details in a translation file; element keys are names. */
export const SHEET_NAME_KEY = '@sheet.name';
export const SHEET_DETAILS_KEY = '@sheet.details';

/** One line of a translation file. */
export interface TranslationRow {
  key: string;
  /** 0 is the main page; -1 for the sheet's name and details. */
  page: number;
  variant: string;
  /** The text to translate from. */
  source: string;
  /** The sheet's current text, for the translator to overwrite. */
  target: string;
  /** How much room the text has, in words; empty for the name and details. */
  room: string;
}

/** A sheet's name and details, as its own and (for a copy) as its master has them. */
export interface SheetFields {
  name: string;
  details: string;
  masterName?: string | undefined;
  masterDetails?: string | undefined;
}

/**
 * The rows of a translation file for `data`: the sheet's name and details first, then every
 * text. For a regional copy, `master` gives the source text where the master has the same key,
 * and the copy's own text is the target so far; a master's file carries its text on both sides.
 */
export function translationRows(
  data: SheetData,
  fields: SheetFields,
  master?: SheetData,
): TranslationRow[] {
  const sources = new Map(master ? sheetTexts(master).map((t) => [t.key, t.text]) : []);
  const own = (key: string, target: string, source: string | undefined) => ({
    key,
    page: -1,
    variant: '',
    source: source ?? target,
    target,
    room: '',
  });
  return [
    own(SHEET_NAME_KEY, fields.name, fields.masterName),
    own(SHEET_DETAILS_KEY, fields.details, fields.masterDetails),
    ...sheetTexts(data).map((text) => ({
      key: text.key,
      page: text.page,
      variant: text.variant,
      source: sources.get(text.key) ?? text.text,
      target: text.text,
      room: roomText(text.room),
    })),
  ];
}
