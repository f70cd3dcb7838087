import { badRequest } from '../http/httpError.ts';
import { cleanDetails } from '../routes/sheets/sheetBody.ts';
import type { FileTranslation } from './messages.ts';
import { SHEET_DETAILS_KEY, SHEET_NAME_KEY } from './rows.ts';

/**
 * Splits a file's translations into the sheet's own name and details (changed ones only, as
 * a save takes them: a plain-text name and details) and the texts of its elements.
 */
export function sheetFieldTranslations(
  translations: readonly FileTranslation[],
  current: { name: string; details: string },
): { fields: { name?: string; details?: string }; texts: FileTranslation[] } {
  const fields: { name?: string; details?: string } = {};
  const texts: FileTranslation[] = [];
  for (const translation of translations) {
    if (translation.key === SHEET_NAME_KEY) {
      const name = cleanDetails(translation.text);
      if (name.length > 300) throw badRequest('The translated name is longer than 300 characters.');
      if (name !== '' && name !== current.name && fields.name === undefined) fields.name = name;
    } else if (translation.key === SHEET_DETAILS_KEY) {
      const details = cleanDetails(translation.text);
      if (details !== current.details && fields.details === undefined) fields.details = details;
    } else texts.push(translation);
  }
  return { fields, texts };
}
