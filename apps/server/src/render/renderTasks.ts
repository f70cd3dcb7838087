import type { PreflightFinding } from '@pms/sheet';
import { DEFAULT_PNG_DPI, qrSafePngDpi } from '@pms/sheet/node';
import { zipSync } from 'fflate';
import { attachment } from '../exports/fileName.ts';
import { assertEveryCharacterSet } from '../exports/missingGlyphRefusal.ts';
import {
  assertNoDealerOverflow,
  exportPreflight,
  layoutExportPages,
  type PreflightAudience,
  preflightHeaderValue,
} from '../exports/preflight.ts';
import {
  drawSheetPdf,
  drawSheetPng,
  renderSheetPng,
  type SheetRenderRequest,
} from '../exports/renderSheet.ts';
import { assertTyreLabelsLawful } from '../exports/tyreLabelRefusal.ts';
import { HttpError } from '../http/httpError.ts';

/** Everything an export renders from: the laid-out request and the file it asks for. */
export interface ExportTask {
  kind: 'export';
  request: SheetRenderRequest;
  format: 'pdf' | 'png' | 'zip';
  pdf: 'print' | 'screen';
  /** The file name's stem (the sheet's name made safe) and the sheet's name. */
  stem: string;
  name: string;
  /** Whom the preflight speaks to; every finding when unset (a batch, a test). */
  audience?: PreflightAudience;
}

/** A sheet's first page as a small PNG for the overview. */
export interface ThumbnailTask {
  kind: 'thumbnail';
  request: SheetRenderRequest;
  dpi: number;
}

/** Every finding of a sheet's pages, for the staff who fix them (the Sheet Overview). */
export interface PreflightTask {
  kind: 'preflight';
  request: SheetRenderRequest;
}

export type RenderTask = ExportTask | ThumbnailTask | PreflightTask;

/** A rendered export, ready to send. */
export interface RenderedFile {
  type: 'application/pdf' | 'image/png' | 'application/zip';
  disposition: string;
  bytes: Uint8Array;
  /** The `X-Preflight` header's value. */
  preflight: string;
}

/**
 * What a task answers. A refusal the user can fix (their text overflows) travels as a value:
 * errors thrown in a worker thread arrive without their status.
 */
export type RenderResult =
  | { ok: true; file: RenderedFile }
  | { ok: true; png: Uint8Array }
  | { ok: true; findings: PreflightFinding[] }
  | { ok: false; status: number; message: string };

async function renderExportTask(task: ExportTask): Promise<RenderedFile> {
  const { request, format, stem, name } = task;
  // Each page is laid out once, and every format (and the preflight) draws from that layout.
  const { layouts, indexes } = layoutExportPages(request);
  // Before rendering: a dealer's overflowing text refuses the export (400 naming the field).
  assertNoDealerOverflow(layouts, request.dealerValues ?? {});
  assertEveryCharacterSet(layouts);
  assertTyreLabelsLawful(layouts, task);
  const reader = {
    hasLogo: Boolean(request.dealerLogo),
    hasProfile: Boolean(request.dealerProfile),
  };
  const preflight = preflightHeaderValue(
    exportPreflight(layouts, indexes, task.audience ?? 'staff', reader),
  );
  const pages = layouts.map((layout) => layout.page);
  const pdfOf = (print: boolean) => drawSheetPdf(request, pages, { print });
  // A page with a tyre label is drawn sharp enough for its QR code to scan (4 px a module).
  const pngDpi = (position: number) =>
    qrSafePngDpi(layouts[position]?.elements ?? [], DEFAULT_PNG_DPI);
  /** One PNG per page, named by page when there are several. */
  const pngFiles = async (files: Record<string, Uint8Array>) => {
    for (const [position, page] of pages.entries()) {
      const suffix = pages.length > 1 ? ` - page ${(indexes[position] ?? position) + 1}` : '';
      files[`${stem}${suffix}.png`] = (await drawSheetPng(request, page, pngDpi(position))).png;
    }
    return files;
  };
  const zip = (files: Record<string, Uint8Array>): RenderedFile => ({
    type: 'application/zip',
    disposition: attachment(name, 'zip'),
    bytes: zipSync(files, { level: 0 }),
    preflight,
  });

  if (format === 'pdf') {
    return {
      type: 'application/pdf',
      // Named by kind, as in the ZIP: a print and a screen PDF of one sheet downloaded one
      // after the other must not end up as "name.pdf" and "name (1).pdf".
      disposition: attachment(`${name} - ${task.pdf}`, 'pdf'),
      bytes: await pdfOf(task.pdf === 'print'),
      preflight,
    };
  }
  if (format === 'png') {
    // Every page, not only the first: several pages come as a ZIP of PNGs.
    const [only] = pages;
    if (pages.length > 1 || !only) return zip(await pngFiles({}));
    return {
      type: 'image/png',
      disposition: attachment(name, 'png'),
      bytes: (await drawSheetPng(request, only, pngDpi(0))).png,
      preflight,
    };
  }
  // The zip holds what a dealer hands to a printer and a website: both PDFs and an image of
  // each page.
  return zip(
    await pngFiles({
      [`${stem} - print.pdf`]: await pdfOf(true),
      [`${stem} - screen.pdf`]: await pdfOf(false),
    }),
  );
}

/** Runs one task, in a worker thread of the pool or in the request's own thread. */
export async function runRenderTask(task: RenderTask): Promise<RenderResult> {
  try {
    if (task.kind === 'thumbnail') {
      return { ok: true, png: (await renderSheetPng(task.request, task.dpi)).png };
    }
    if (task.kind === 'preflight') {
      const { layouts, indexes } = layoutExportPages(task.request);
      return { ok: true, findings: exportPreflight(layouts, indexes, 'staff') };
    }
    return { ok: true, file: await renderExportTask(task) };
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      return { ok: false, status: error.statusCode, message: error.message };
    }
    throw error;
  }
}
