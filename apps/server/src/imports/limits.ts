/**
 * What a spreadsheet may hold, for data-merge imports and translation files alike. Each is
 * checked before the expensive step it protects, and answered with a 400 (a 413 for the
 * file's size, see MAX_FILE_BYTES) that names it. The README's "Limits" lists them.
 */

/** Data rows of an import: more than any sheet has variants; a bigger file is a mistake. */
export const MAX_ROWS = 500;

/** Columns of an import: a sheet has a few dozen elements, each one or two columns. */
export const MAX_COLUMNS = 200;

/** The longest text one cell may hold: ten times a long paragraph, far more than a box shows. */
export const MAX_CELL_CHARACTERS = 10_000;

/**
 * Characters in all cells of an import together. Every imported text is laid out for the
 * dry run's overflow report (about a second per million characters); 500 variants of
 * 500 characters each fit.
 */
export const MAX_IMPORT_CHARACTERS = 250_000;

/**
 * What an XLSX file (a ZIP archive) may unpack to, all its parts together. Counted while
 * unpacking, so an archive whose directory understates its parts is caught too. A workbook
 * of 5,000 translated texts of 500 characters unpacks to about 8 MB.
 */
export const MAX_XLSX_UNPACKED_BYTES = 16 * 1024 * 1024;

/** Parts of an XLSX archive: a workbook has a dozen or two. */
export const MAX_XLSX_PARTS = 1_000;

/**
 * Cells in all worksheets of an XLSX file, counted before the workbook is read: reading
 * costs about 15 µs a cell. Room for 5,000 translated texts of five columns.
 */
export const MAX_XLSX_CELLS = 30_000;

const count = new Intl.NumberFormat('en-US');

/** A number as a person reads it: 10,000. */
export const formatCount = (value: number) => count.format(value);

/** Bytes as a person reads them: 16 MB. */
export const formatMegabytes = (bytes: number) => `${formatCount(bytes / 1024 / 1024)} MB`;
