import { formatCount } from '../imports/limits.ts';
import { MAX_TRANSLATION_UNITS } from './limits.ts';
import type { SheetField } from './rows.ts';

/** SPEC section 8, word for word: a translation import without a file. */
export const NO_TRANSLATION_FILE =
  'Error importing the translation. Please select a translation file.';

/** SPEC section 8, word for word: a file none of whose texts belong to the sheet. */
export const NO_MATCHING_TRANSLATIONS =
  'No matching translations found. Please check the file again.';

/** One translated text read from a file: the key names the sheet's text. */
export interface FileTranslation {
  key: string;
  text: string;
  /** The sheet's own name or details, told apart from an element of that name by position. */
  field?: SheetField | undefined;
  /** Inline codes of an XLIFF unit had no markup to be found: the text lacks some formatting. */
  codesMissing?: boolean;
}

/** A file with more texts than any sheet: refused before any is matched. */
export function tooManyTexts(): Error {
  return new Error(
    `The translation file has more than ${formatCount(MAX_TRANSLATION_UNITS)} texts; at most ${formatCount(MAX_TRANSLATION_UNITS)} can be imported at once. A sheet has far fewer: export its texts again and translate that file.`,
  );
}
