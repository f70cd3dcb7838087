import type ExcelJS from 'exceljs';

/**
 * An empty exceljs workbook. exceljs is loaded on first use: about 25 MB of memory that only
 * data imports and translation files need, so a server that never reads one never holds it.
 */
export async function newWorkbook(): Promise<ExcelJS.Workbook> {
  const { default: excel } = await import('exceljs');
  return new excel.Workbook();
}
