import { parseSheetData } from '@pms/sheet';
import type { FastifyInstance } from 'fastify';
import { createMaster, requireCategory } from '../commands/sheetWrites.ts';
import type { SheetRow } from '../db/schema/index.ts';
import { sheetLayoutFontsFor } from '../fonts/sheetFonts.ts';
import { badRequest, notFound } from '../http/httpError.ts';
import { findTemplate } from '../sheets/masterSheets.ts';
import { readSheetData } from '../sheets/sheetBody.ts';
import { type ImportReport, importRows } from './importRows.ts';
import { DRY_RUN_NAME, ImportError } from './messages.ts';
import { readTable } from './readTable.ts';
import { summarizeImport } from './summary.ts';

/** An import's request, checked: the new sheet's name, its template and category, the file. */
export interface SheetImportInput {
  name: string;
  templateId: number;
  categoryId: number;
  bytes: Uint8Array;
}

/** What an import did: a dry run saves nothing; otherwise `row` is the new master sheet. */
export type SheetImport = { report: ImportReport; summary: string } & (
  | { dryRun: true }
  | { dryRun: false; row: SheetRow }
);

/**
 * Maps a CSV or XLSX file onto a template sheet and saves the result as a new master sheet
 * through the same validation, transaction and revision as any save; the name "test" is a dry
 * run. 404 without the template, 400 for a missing category or a file that does not fit.
 * `app` gives the template's fonts, which measure what overflows.
 */
export async function importSheet(
  app: FastifyInstance,
  userId: number,
  input: SheetImportInput,
): Promise<SheetImport> {
  const template = await findTemplate(app.db, input.templateId);
  if (!template) throw notFound('The template sheet');
  await requireCategory(app.db, input.categoryId);

  const table = await readTable(input.bytes);
  let result: Awaited<ReturnType<typeof importRows>>;
  try {
    const data = parseSheetData(template.data);
    result = await importRows(data, table, await sheetLayoutFontsFor(app, data, null));
  } catch (error) {
    if (error instanceof ImportError) throw badRequest(error.message);
    throw error;
  }
  // Validated and sanitized exactly as a save through POST /api/sheets would be.
  const data = readSheetData(result.data);
  const summary = summarizeImport(result.report);

  if (input.name.toLowerCase() === DRY_RUN_NAME) {
    return { dryRun: true, report: result.report, summary };
  }
  const row = await createMaster(app.db, userId, {
    name: input.name,
    details: '',
    status: 'locked',
    categoryId: input.categoryId,
    data,
  });
  return { dryRun: false, row, report: result.report, summary };
}
