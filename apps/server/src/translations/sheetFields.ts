import { richTextToPlainText } from '@pms/sheet';
import { badRequest } from '../http/httpError.ts';
import { cleanDetails } from '../sheets/sheetBody.ts';
import type { FileTranslation } from './messages.ts';

/**
 * Splits a file's translations into the sheet's own name and details (changed ones only, as
 * a save takes them: the name plain text and never empty, the details without markup, see
 * cleanDetails) and the texts of its elements. A file's texts are rich text (translationRows
 * writes the name escaped), so the name is read back as the words it shows.
 */
export function sheetFieldTranslations(
  translations: readonly FileTranslation[],
  current: { name: string; details: string },
): { fields: { name?: string; details?: string }; texts: FileTranslation[] } {
  const fields: { name?: string; details?: string } = {};
  const texts: FileTranslation[] = [];
  for (const translation of translations) {
    if (translation.field === 'name') {
      const name = richTextToPlainText(translation.text).replace(/\s+/g, ' ').trim();
      if (name.length > 300) throw badRequest('The translated name is longer than 300 characters.');
      if (name !== '' && name !== current.name && fields.name === undefined) fields.name = name;
    } else if (translation.field === 'details') {
      const details = cleanDetails(translation.text);
      if (details !== current.details && fields.details === undefined) fields.details = details;
    } else texts.push(translation);
  }
  return { fields, texts };
}
