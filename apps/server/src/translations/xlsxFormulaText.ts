import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * What makes Excel take a cell's text for a formula once someone edits the cell: `=`, `+`,
 * `-` or `@` first (also their full-width forms, which some Excel input methods read as
 * them), after any spaces, tabs or line breaks. Marking a text that only looks like one costs
 * nothing: it stays the same text.
 */
const FORMULA_START = /^\s*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/u;

/** Excel's built-in number format "Text" (`@`, id 49): what is typed in such a cell is text. */
export const TEXT_FORMAT = '@';
const TEXT_FORMAT_ID = '49';

type CellText = string | { richText: { text: string }[] } | number | null | undefined;

/** Whether a cell's text would turn into a formula when the cell is edited in Excel. */
export function looksLikeFormula(value: CellText): boolean {
  if (typeof value === 'string') return FORMULA_START.test(value);
  if (typeof value === 'object' && value !== null)
    return FORMULA_START.test(value.richText.map((r) => r.text).join(''));
  return false;
}

const CELL_XFS = /<cellXfs\b[^>]*>[\s\S]*?<\/cellXfs>/;

/**
 * Gives every cell format with the Text number format Excel's quotePrefix, which exceljs
 * cannot write: such a cell shows `'=1+1` in the formula bar and stays text when edited.
 * The workbook uses the Text format for exactly the cells looksLikeFormula marked.
 */
export function quoteTextCells(xlsx: Uint8Array): Uint8Array {
  const files = unzipSync(xlsx);
  const styles = files['xl/styles.xml'];
  if (!styles) return xlsx;
  const xml = strFromU8(styles);
  const quoted = xml.replace(CELL_XFS, (section) =>
    section.replace(
      new RegExp(`<xf (?=[^>]*\\bnumFmtId="${TEXT_FORMAT_ID}")(?![^>]*\\bquotePrefix=)`, 'g'),
      '<xf quotePrefix="1" ',
    ),
  );
  if (quoted === xml) return xlsx;
  files['xl/styles.xml'] = strToU8(quoted);
  return zipSync(files);
}
