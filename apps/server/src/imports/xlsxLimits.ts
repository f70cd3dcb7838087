import { unzipSync } from 'fflate';
import { badRequest } from '../http/httpError.ts';
import { formatCount, MAX_XLSX_UNPACKED_BYTES } from './limits.ts';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** A row element, with or without a namespace prefix. */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;
/** Rows a workbook may hold in all its worksheets: formatted empty rows and other sheets too. */
const ROW_ALLOWANCE = 4;

const unreadable = () => badRequest('The file is not a readable XLSX workbook.');

/**
 * Refuses an XLSX file that would cost too much to open, before exceljs unpacks it: one that
 * unpacks to more than MAX_XLSX_UNPACKED_BYTES (by the sizes its directory declares), and one
 * whose worksheets have more rows than `maxRows` data rows could ever need. Only worksheets
 * are unpacked here, each into a buffer of its declared size.
 */
export function assertXlsxWithin(bytes: Uint8Array, maxRows: number): void {
  let unpacked = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    throw unreadable();
  }
  if (unpacked > MAX_XLSX_UNPACKED_BYTES) {
    throw badRequest(
      `The workbook unpacks to more than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB; no import or translation file needs that much. Save only the sheet you need and try again.`,
    );
  }
  let sheets: Record<string, Uint8Array>;
  try {
    sheets = unzipSync(bytes, { filter: (file) => WORKSHEET.test(file.name) });
  } catch {
    throw unreadable();
  }
  const limit = (maxRows + 1) * ROW_ALLOWANCE;
  let rows = 0;
  const decoder = new TextDecoder();
  for (const sheet of Object.values(sheets)) {
    const text = decoder.decode(sheet);
    ROW_TAG.lastIndex = 0;
    while (ROW_TAG.exec(text) !== null) {
      if (++rows > limit) {
        throw badRequest(`The file has more than ${formatCount(maxRows)} data rows.`);
      }
    }
  }
}
