import { escapeHtml, type SheetData } from '@pms/sheet';
import type { SheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { nameSlots } from './nameTexts.ts';
import { measureRooms, roomText } from './room.ts';
import { sheetTexts } from './texts.ts';

/**
 * Keys of the sheet's own name and details in a translation file. An element may be named
 * anything, these too, so the key alone does not tell them apart: in XLSX their rows have no
 * page, in XLIFF their units have the ids `sheet-name` and `sheet-details` (element units are
 * numbered `u1`, `u2`, …).
 */
export const SHEET_NAME_KEY = '@sheet.name';
export const SHEET_DETAILS_KEY = '@sheet.details';

/** The sheet's own fields a translation file carries besides its texts. */
export type SheetField = 'name' | 'details';

/** One line of a translation file. */
export interface TranslationRow {
  key: string;
  /** Set for the sheet's own name and details, which have no box. */
  field: SheetField | undefined;
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
 * text with the room its box on `data` has, then the names of its variant groups, variants and
 * dealer labels, with where they are shown as their room (nameSlots). For a regional copy, `master` gives the source
 * text where the master has the same key, and the copy's own text is the target so far; a
 * master's file carries its text on both sides.
 */
export async function translationRows(
  data: SheetData,
  fields: SheetFields,
  fonts: SheetLayoutFonts,
  master?: SheetData,
): Promise<TranslationRow[]> {
  const sources = new Map(master ? sheetTexts(master).map((t) => [t.key, t.text]) : []);
  const texts = sheetTexts(data);
  const rooms = await measureRooms(data, texts, sources, fonts);
  // Rows hold rich text: a name is plain text, escaped; details are stored as markup-free rich
  // text already (cleanDetails), so "&amp;" reads "&" in either file.
  const own = (field: SheetField, target: string, source: string | undefined) => ({
    key: field === 'name' ? SHEET_NAME_KEY : SHEET_DETAILS_KEY,
    field,
    page: -1,
    variant: '',
    source: source ?? target,
    target,
    room: '',
  });
  return [
    own(
      'name',
      escapeHtml(fields.name),
      fields.masterName === undefined ? undefined : escapeHtml(fields.masterName),
    ),
    own('details', fields.details, fields.masterDetails),
    ...texts.map((text) => {
      const room = rooms.get(text.key);
      return {
        key: text.key,
        field: undefined,
        page: text.page,
        variant: text.variant,
        source: sources.get(text.key) ?? text.text,
        target: text.text,
        room: room ? roomText(room) : '',
      };
    }),
    ...nameRows(data, master),
  ];
}

/** The rows of `data`'s names, each with the master's name of that key as its source. */
function nameRows(data: SheetData, master: SheetData | undefined): TranslationRow[] {
  const masterNames = master ? nameSlots(master) : [];
  const sources = new Map(masterNames.map((slot) => [slot.key, slot]));
  return nameSlots(data).map((slot) => {
    const source = sources.get(slot.key);
    return {
      key: slot.key,
      field: undefined,
      page: slot.page,
      // The master's group name, in the language translated from, as the source column is.
      variant: source?.variant ?? slot.variant,
      source: source?.text ?? slot.text,
      target: slot.text,
      room: slot.room,
    };
  });
}
