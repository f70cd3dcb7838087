import { type ExportOptions, exportOptionsSchema } from '@pms/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/httpError.ts';
import type { RenderedFile } from '../render/renderTasks.ts';
import { fileStem } from './fileName.ts';
import type { PreflightAudience } from './preflight.ts';
import type { ReadableSheet } from './readableSheet.ts';
import {
  type ExportChoice,
  type ExportDealer,
  exportDealer,
  sheetForExport,
} from './sheetForExport.ts';

/** What an export asks for, besides the sheet: declared with `POST /api/exports` in the contracts. */
export { type ExportOptions, exportOptionsSchema };

/** A rendered export, ready to send. */
export type ExportFile = RenderedFile;

/**
 * Renders one export of `sheet` for the dealer with number `hnr` (whose logo and profile it
 * carries): the checks (dealer fields only, images from the library, no dealer text
 * overflowing), the preflight for `audience` (preflightAudience of who asks), and the file.
 * Used by `POST /api/exports` and by a download again from the export history.
 */
export async function renderExport(
  app: FastifyInstance,
  hnr: string | null,
  sheet: ReadableSheet,
  options: ExportOptions,
  audience: PreflightAudience,
): Promise<ExportFile> {
  const dealer = await exportDealer(app, hnr, sheet.data.ci);
  return renderExportFor(app, dealer, sheet, {
    choice: {
      pages: options.page,
      selection: options.selection
        ? Object.fromEntries(Object.entries(options.selection).map(([k, v]) => [Number(k), v]))
        : undefined,
      search: options.search,
      dealerValues: options.dealerValues,
    },
    format: options.format,
    pdf: options.pdf,
    audience,
  });
}

/** An export's file: what it shows (`choice`), its format, and the file name's stem. */
export interface ExportJob {
  choice: ExportChoice;
  format: ExportOptions['format'];
  pdf: ExportOptions['pdf'];
  /** The name of the file (and of its pages' files in a ZIP); the sheet's name when unset. */
  stem?: string;
  /** Whom the preflight speaks to; every finding when unset (a batch keeps no preflight). */
  audience?: PreflightAudience;
}

/**
 * Renders `sheet` for `dealer` in the render pool, every page laid out once for all formats.
 * A refusal the dealer can fix (their text overflows) comes back as its 400.
 */
export async function renderExportFor(
  app: FastifyInstance,
  dealer: ExportDealer,
  sheet: ReadableSheet,
  job: ExportJob,
): Promise<ExportFile> {
  const request = await sheetForExport(app, sheet, dealer, job.choice);
  const result = await app.renderer.run({
    kind: 'export',
    request,
    format: job.format,
    pdf: job.pdf,
    stem: job.stem ?? fileStem(sheet.name),
    name: sheet.name,
    ...(job.audience ? { audience: job.audience } : {}),
  });
  if (!result.ok) throw new HttpError(result.status, result.message);
  if (!('file' in result)) throw new Error('an export task answered without a file');
  return result.file;
}
