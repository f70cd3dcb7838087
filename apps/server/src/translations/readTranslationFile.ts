import { badRequest } from '../http/httpError.ts';
import { formatCount, MAX_CELL_CHARACTERS } from '../imports/limits.ts';
import { isXlsx } from '../imports/readTable.ts';
import type { FileTranslation } from './messages.ts';
import { readXliff } from './xliff.ts';
import { readTranslationXlsx } from './xlsx.ts';

/** Translations from an XLSX or XLIFF file, told apart by content, not by name. */
export async function readTranslationFile(bytes: Uint8Array): Promise<FileTranslation[]> {
  const translations = await readTranslations(bytes);
  const long = translations.find((translation) => translation.text.length > MAX_CELL_CHARACTERS);
  if (long) {
    throw badRequest(
      `The translation of "${long.key.slice(0, 100)}" has more than ${formatCount(MAX_CELL_CHARACTERS)} characters; no text of a sheet is that long.`,
    );
  }
  return translations;
}

async function readTranslations(bytes: Uint8Array): Promise<FileTranslation[]> {
  if (isXlsx(bytes)) return readTranslationXlsx(bytes);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (!/<xliff[\s>]/.test(text)) {
    throw badRequest('The file is neither an XLSX workbook nor an XLIFF document.');
  }
  try {
    return await readXliff(text);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'The XLIFF document is unreadable.');
  }
}
