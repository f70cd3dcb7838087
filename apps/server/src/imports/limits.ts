/**
 * What a spreadsheet may hold, for data-merge imports and translation files alike. Each is
 * checked before the expensive step it protects, and answered with a 400 that names it.
 */

/** More rows than any sheet has variants: a bigger file is a mistake, not an import. */
export const MAX_ROWS = 500;
export const MAX_COLUMNS = 200;

/** The longest text one cell may hold: ten times a long paragraph, far more than a box shows. */
export const MAX_CELL_CHARACTERS = 10_000;

/**
 * An XLSX file is a ZIP archive: what it unpacks to is checked from its directory before
 * anything is unpacked, so a small file cannot expand into gigabytes.
 */
export const MAX_XLSX_UNPACKED_BYTES = 50 * 1024 * 1024;

const count = new Intl.NumberFormat('en-US');

/** A number as a person reads it: 10,000. */
export const formatCount = (value: number) => count.format(value);
