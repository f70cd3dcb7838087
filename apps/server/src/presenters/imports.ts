import type { SheetImportAnswer } from '@pms/contracts';
import type { SignThumbnail } from '../exports/thumbnailUrls.ts';
import { dryRunMessage } from '../imports/messages.ts';
import type { SheetImport } from '../imports/sheetImport.ts';
import { presentSheet } from './sheets.ts';

/**
 * An import's answer: a dry run's { dryRun, report, message }, or the new sheet with the
 * report, { dryRun, sheet, report, message }.
 */
export function presentSheetImport(
  name: string,
  result: SheetImport,
  signThumbnail: SignThumbnail,
): SheetImportAnswer {
  if (result.dryRun) {
    return { dryRun: true, report: result.report, message: dryRunMessage(result.summary) };
  }
  return {
    dryRun: false,
    sheet: presentSheet(result.row, [], signThumbnail),
    report: result.report,
    message: `Imported "${name}": ${result.summary}`,
  };
}
