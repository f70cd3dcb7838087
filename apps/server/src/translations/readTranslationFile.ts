import { badRequest } from '../http/httpError.ts';
import { isXlsx } from '../imports/readTable.ts';
import type { FileTranslation } from './messages.ts';
import { readXliff } from './xliff.ts';
import { readTranslationXlsx } from './xlsx.ts';

/** Translations from an XLSX or XLIFF file, told apart by content, not by name. */
export async function readTranslationFile(bytes: Uint8Array): Promise<FileTranslation[]> {
  if (isXlsx(bytes)) return readTranslationXlsx(bytes);
  const text = new TextDecoder('utf-8').decode(bytes);
  if (!/<xliff[\s>]/.test(text)) {
    throw badRequest('The file is neither an XLSX workbook nor an XLIFF document.');
  }
  try {
    return readXliff(text);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : 'The XLIFF document is unreadable.');
  }
}
