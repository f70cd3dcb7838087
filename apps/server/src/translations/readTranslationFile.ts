import { badRequest } from '../http/httpError.ts';
import { formatCount, MAX_CELL_CHARACTERS } from '../imports/limits.ts';
import { isXlsx } from '../imports/readTable.ts';
import type { FileTranslation } from './messages.ts';
import { type OriginalTexts, readXliff } from './xliff.ts';
import { readTranslationXlsx } from './xlsx.ts';

/**
 * Translations from an XLSX or XLIFF file, told apart by content, not by name. `originals`,
 * the texts the file was written with, rebuild XLIFF codes a translator's tool left without
 * their original data.
 */
export async function readTranslationFile(
  bytes: Uint8Array,
  originals?: OriginalTexts,
): Promise<FileTranslation[]> {
  const translations = await readTranslations(bytes, originals);
  const long = translations.find((translation) => translation.text.length > MAX_CELL_CHARACTERS);
  if (long) {
    throw badRequest(
      `The translation of "${long.key.slice(0, 100)}" has more than ${formatCount(MAX_CELL_CHARACTERS)} characters; no text of a sheet is that long.`,
    );
  }
  return translations;
}

async function readTranslations(
  bytes: Uint8Array,
  originals: OriginalTexts | undefined,
): Promise<FileTranslation[]> {
  if (isXlsx(bytes)) return readTranslationXlsx(bytes);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (!/<xliff[\s>]/.test(text)) {
    throw badRequest('The file is neither an XLSX workbook nor an XLIFF document.');
  }
  try {
    return await readXliff(text, originals);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'The XLIFF document is unreadable.');
  }
}
