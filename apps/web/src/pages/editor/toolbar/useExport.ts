import { pageCount, type VariantSelection } from '@pms/sheet';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import {
  downloadFile,
  type ExportFormat,
  type ExportPreflight,
  type ExportRequest,
  requestExport,
} from '../../../api/exports';
import { zipStore } from '../../../api/zipStore';
import { useAuth } from '../../../auth/AuthContext';
import { useEditor } from '../editorApi';
import { useDesigner } from '../state/EditorProvider';
import { variantCombinations } from './variantCombinations';

/** The counts of several exports' preflights (a ZIP of every variant combination). */
function sumPreflights(preflights: readonly (ExportPreflight | null)[]): ExportPreflight | null {
  const known = preflights.filter((p): p is ExportPreflight => p !== null);
  if (known.length === 0) return null;
  return {
    errors: known.reduce((sum, p) => sum + p.errors, 0),
    warnings: known.reduce((sum, p) => sum + p.warnings, 0),
    findings: known.flatMap((p) => p.findings),
  };
}

/** A file name without what a file system refuses. */
const safeName = (name: string) => name.replace(/[\\/:*?"<>|]+/g, '-').trim();

/**
 * The selection sent with an export of every page: each page's groups with the variant shown
 * for that page (the server applies one map to all pages; the main page's choice wins when
 * two pages use the same group id).
 */
function allPagesSelection(
  count: number,
  selectionOf: (page: number) => VariantSelection,
): VariantSelection {
  const merged: VariantSelection = {};
  for (let page = count - 1; page >= 0; page--) Object.assign(merged, selectionOf(page));
  return merged;
}

/**
 * Exports through `POST /api/exports` (SPEC section 8 for the failure text): the PDF holds
 * every page, the PNG the page on screen; the ZIP holds the PDF and a PNG of the main page for
 * every combination of variants (the server's own ZIP when the sheet has none). Dealer values
 * go along in dealer mode.
 */
export function useExport(sheetIri: string, search: string) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const editor = useEditor();
  const designer = useDesigner();
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  /** Every variant combination as PDF and PNG, zipped here (the server exports one at a time). */
  const allVariants = async (base: Omit<ExportRequest, 'format' | 'page' | 'selection'>) => {
    const combinations = variantCombinations(editor.data);
    const entries: { name: string; bytes: Uint8Array }[] = [];
    const preflights: (ExportPreflight | null)[] = [];
    let stem = 'sheet';
    setProgress({ done: 0, total: combinations.length });
    for (const [index, combination] of combinations.entries()) {
      const common = { ...base, selection: combination.selection };
      const pdf = await requestExport({ ...common, page: 'all', format: 'pdf' }, token);
      const png = await requestExport({ ...common, page: 0, format: 'png' }, token);
      // The PDF holds every page the PNG shows: its preflight counts for both.
      preflights.push(pdf.preflight);
      stem = pdf.fileName.replace(/\.pdf$/i, '');
      const label = safeName(`${stem} - ${combination.names.join(' - ')}`);
      entries.push({ name: `${label}.pdf`, bytes: new Uint8Array(await pdf.blob.arrayBuffer()) });
      entries.push({ name: `${label}.png`, bytes: new Uint8Array(await png.blob.arrayBuffer()) });
      setProgress({ done: index + 1, total: combinations.length });
    }
    const zip = zipStore(entries);
    return {
      blob: new Blob([zip.buffer as ArrayBuffer], { type: 'application/zip' }),
      fileName: `${stem}.zip`,
      preflight: sumPreflights(preflights),
    };
  };

  /** One toast for a download: success, or the preflight's counts when it found anything. */
  const done = (format: string, preflight: ExportPreflight | null) => {
    if (preflight && preflight.errors + preflight.warnings > 0) {
      const counts = { errors: preflight.errors, warnings: preflight.warnings };
      enqueueSnackbar(t('preflight.exported', { format, ...counts }), {
        variant: preflight.errors > 0 ? 'error' : 'warning',
      });
      return;
    }
    enqueueSnackbar(t('editor.export.done', { format }), { variant: 'success' });
  };

  const run = async (format: ExportFormat) => {
    if (pending !== null) return;
    setPending(format);
    try {
      const count = pageCount(editor.data);
      const base = {
        sheet: sheetIri,
        search: search || undefined,
        dealerValues: editor.mode === 'dealer' ? editor.dealerValues : {},
      };
      if (format === 'zip' && variantCombinations(editor.data).length > 0) {
        const zip = await allVariants(base);
        downloadFile(zip);
        done('ZIP', zip.preflight);
        return;
      }
      const file = await requestExport(
        {
          sheet: sheetIri,
          page: format === 'png' ? editor.pageIndex : 'all',
          selection:
            format === 'png' ? editor.selection : allPagesSelection(count, designer.selectionOf),
          search: search || undefined,
          dealerValues: editor.mode === 'dealer' ? editor.dealerValues : {},
          format,
        },
        token,
      );
      downloadFile(file);
      done(format.toUpperCase(), file.preflight);
    } catch (error) {
      // A refusal (400) names what to change, e.g. the field whose text overflows its box.
      const refusal = error instanceof ApiError && error.status === 400 ? error.message : null;
      enqueueSnackbar(refusal ?? t('editor.export.failed'), { variant: 'error' });
    } finally {
      setPending(null);
      setProgress(null);
    }
  };

  return { run, pending, progress };
}
