import { badRequest, type HttpError } from '../http/httpError.ts';
import {
  formatCount,
  formatMegabytes,
  MAX_XLSX_CELLS,
  MAX_XLSX_PARTS,
  MAX_XLSX_UNPACKED_BYTES,
} from './limits.ts';
import { unpackWithin, ZipLimitError, zipParts } from './zipArchive.ts';

const WORKSHEET = /^xl\/worksheets\/[^/]+\.xml$/;
/** A row element, with or without a namespace prefix. */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s>/]/g;
/** A cell element, with or without a namespace prefix. */
const CELL_TAG = /<(?:[A-Za-z_][\w.-]*:)?c[\s>/]/g;
/** Rows a workbook may hold in all its worksheets: formatted empty rows and other sheets too. */
const ROW_ALLOWANCE = 4;

/** Tags counted between turns of the event loop. */
const TAGS_PER_TURN = 5_000;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

export const UNREADABLE_XLSX = 'The file is not a readable XLSX workbook.';

/** How many data rows the caller takes, and the refusal that names them. */
export interface RowLimit {
  max: number;
  tooMany(): HttpError;
}

/**
 * Refuses an XLSX file that would cost too much to open, before exceljs reads it: one with
 * more than MAX_XLSX_PARTS parts, one that unpacks to more than MAX_XLSX_UNPACKED_BYTES
 * (counted while unpacking, so an understated size is no way around it), one with more than
 * MAX_XLSX_CELLS cells, and one whose worksheets have far more rows than `rows.max` data rows
 * could need. Costs one pass of inflating the archive, into at most the unpacked limit.
 */
export async function assertXlsxWithin(bytes: Uint8Array, rows: RowLimit): Promise<void> {
  let worksheets: Map<string, Uint8Array>;
  try {
    const parts = zipParts(bytes, MAX_XLSX_PARTS);
    worksheets = await unpackWithin(bytes, parts, MAX_XLSX_UNPACKED_BYTES, (name) =>
      WORKSHEET.test(name),
    );
  } catch (error) {
    if (!(error instanceof ZipLimitError)) throw error;
    if (error.reason === 'parts') {
      throw badRequest(
        `The workbook has more than ${formatCount(MAX_XLSX_PARTS)} parts; at most ${formatCount(MAX_XLSX_PARTS)} are read. Save it again in Excel and try again.`,
      );
    }
    if (error.reason === 'unpacked') {
      const limit = formatMegabytes(MAX_XLSX_UNPACKED_BYTES);
      throw badRequest(
        `The workbook unpacks to more than ${limit}; at most ${limit} are read. Save only the sheet you need, without pictures, and try again.`,
      );
    }
    throw badRequest(UNREADABLE_XLSX);
  }
  const rowLimit = (rows.max + 1) * ROW_ALLOWANCE;
  let rowCount = 0;
  let cellCount = 0;
  const decoder = new TextDecoder();
  for (const sheet of worksheets.values()) {
    const text = decoder.decode(sheet);
    ROW_TAG.lastIndex = 0;
    while (ROW_TAG.exec(text) !== null) {
      if (++rowCount > rowLimit) throw rows.tooMany();
      if (rowCount % TAGS_PER_TURN === 0) await nextTurn();
    }
    CELL_TAG.lastIndex = 0;
    while (CELL_TAG.exec(text) !== null) {
      if (cellCount % TAGS_PER_TURN === 0) await nextTurn();
      if (++cellCount > MAX_XLSX_CELLS) {
        throw badRequest(
          `The workbook has more than ${formatCount(MAX_XLSX_CELLS)} cells; at most ${formatCount(MAX_XLSX_CELLS)} are read. Save only the rows and columns you need and try again.`,
        );
      }
    }
  }
}
