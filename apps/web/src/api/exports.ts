import type { DealerValues, PreflightFinding, VariantSelection } from '@pms/sheet/browser';
import { apiDownload } from './client';

export type ExportFormat = 'pdf' | 'png' | 'zip';

/** Which PDF: PDF/X-4 for the press (bleed, crop marks, CMYK) or a small RGB file. */
export type PdfKind = 'print' | 'screen';

/** What a user chooses to download: a print PDF, a screen PDF, PNG, or a ZIP of everything. */
export type ExportChoice = PdfKind | 'png' | 'zip';

/** The body of `POST /api/exports` (see the server's routes/exports). */
export interface ExportRequest {
  /** IRI of the master or regional sheet. */
  sheet: string;
  /** A page number (0 is the main page) or every page. */
  page: number | 'all';
  selection?: VariantSelection;
  search?: string;
  dealerValues?: DealerValues;
  format: ExportFormat;
  /** For a PDF: print (the default) or screen. */
  pdf?: PdfKind;
}

/** The server's preflight of an export (its `X-Preflight` header). */
export interface ExportPreflight {
  errors: number;
  warnings: number;
  /** Errors first; fewer than errors + warnings when the server left some out (`omitted`). */
  findings: PreflightFinding[];
  omitted?: number;
}

/** The exported file, the name the server gives it, and its preflight (null if none came). */
export interface ExportedFile {
  blob: Blob;
  fileName: string;
  preflight: ExportPreflight | null;
}

/** The `X-Preflight` header read defensively: a download never fails over its report. */
export function parsePreflight(header: string | null): ExportPreflight | null {
  if (!header) return null;
  try {
    const value: unknown = JSON.parse(header);
    if (typeof value !== 'object' || value === null) return null;
    const { errors, warnings, findings } = value as Partial<ExportPreflight>;
    if (typeof errors !== 'number' || typeof warnings !== 'number') return null;
    return { ...(value as ExportPreflight), findings: Array.isArray(findings) ? findings : [] };
  } catch {
    return null;
  }
}

function fileNameOf(disposition: string | null, format: ExportFormat): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? `sheet.${format}`;
}

/** Asks the server for the file; a refusal throws `ApiError` with the server's message. */
export async function requestExport(
  request: ExportRequest,
  token: string | null,
): Promise<ExportedFile> {
  const response = await apiDownload('/api/exports', { method: 'POST', token, body: request });
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition'), request.format),
    preflight: parsePreflight(response.headers.get('x-preflight')),
  };
}

/** Hands a file to the browser's downloads. */
export function downloadFile({ blob, fileName }: Pick<ExportedFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the download a moment to start before the URL is released.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
