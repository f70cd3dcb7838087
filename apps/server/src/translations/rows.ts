import type { SheetData } from '@pms/sheet';
import { sheetTexts } from './texts.ts';

/** One line of a translation file. */
export interface TranslationRow {
  key: string;
  page: number;
  variant: string;
  /** The text to translate from. */
  source: string;
  /** The sheet's current text, for the translator to overwrite. */
  target: string;
}

/**
 * The rows of a translation file for `data`. For a regional copy, `master` gives the source
 * text where the master has the same key, and the copy's own text is the target so far; a
 * master's file carries its text on both sides.
 */
export function translationRows(data: SheetData, master?: SheetData): TranslationRow[] {
  const sources = new Map(master ? sheetTexts(master).map((t) => [t.key, t.text]) : []);
  return sheetTexts(data).map((text) => ({
    key: text.key,
    page: text.page,
    variant: text.variant,
    source: sources.get(text.key) ?? text.text,
    target: text.text,
  }));
}
