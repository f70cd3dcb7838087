import { pageCount, type VariantSelection } from '@pms/sheet/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import {
  downloadFile,
  type ExportChoice,
  type ExportPreflight,
  type ExportRequest,
  requestExport,
} from '../../../api/exports';
import { zipStore } from '../../../api/zipStore';
import { useAuth } from '../../../auth/AuthContext';
import { useToasts } from '../../../shell/useToasts';
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

/** What a choice downloads: its format, and which PDF for a PDF. */
const REQUESTS: Record<ExportChoice, Pick<ExportRequest, 'format' | 'pdf'>> = {
  print: { format: 'pdf', pdf: 'print' },
  screen: { format: 'pdf', pdf: 'screen' },
  png: { format: 'png' },
  zip: { format: 'zip' },
};

/** What a toast calls a download. */
const LABELS: Record<ExportChoice, string> = {
  print: 'PDF',
  screen: 'PDF',
  png: 'PNG',
  zip: 'ZIP',
};

/**
 * Exports through `POST /api/exports` (SPEC section 8 for the failure text): the print PDF
 * (PDF/X-4, bleed, crop marks) and the screen PDF hold every page, the PNG every page too (a
 * ZIP of pages when there are several); the ZIP holds both PDFs and the PNGs for every
 * combination of variants (the server's own ZIP when the sheet has none). Dealer values go
 * along in dealer mode.
 */
export function useExport(sheetIri: string, search: string) {
  const { t } = useTranslation();
  const { token } = useAuth();
  const { enqueueSnackbar } = useToasts();
  const editor = useEditor();
  const designer = useDesigner();
  const [pending, setPending] = useState<ExportChoice | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  /**
   * Every variant combination as print PDF, screen PDF and a PNG of each page, zipped here
   * (the server exports one at a time).
   */
  const allVariants = async (base: Omit<ExportRequest, 'format' | 'page' | 'selection'>) => {
    const combinations = variantCombinations(editor.data);
    const pages = pageCount(editor.data);
    const entries: { name: string; bytes: Uint8Array }[] = [];
    const preflights: (ExportPreflight | null)[] = [];
    let stem = 'sheet';
    setProgress({ done: 0, total: combinations.length });
    for (const [index, combination] of combinations.entries()) {
      const common = { ...base, selection: combination.selection };
      const bytes = async (file: { blob: Blob }) => new Uint8Array(await file.blob.arrayBuffer());
      const print = await requestExport({ ...common, page: 'all', ...REQUESTS.print }, token);
      const screen = await requestExport({ ...common, page: 'all', ...REQUESTS.screen }, token);
      // The print PDF holds every page the others show: its preflight counts for all.
      preflights.push(print.preflight);
      // The server names the file "<sheet> - print.pdf"; the ZIP's names add the variants.
      stem = print.fileName.replace(/( - print)?\.pdf$/i, '');
      const label = safeName(`${stem} - ${combination.names.join(' - ')}`);
      entries.push({ name: `${label} - print.pdf`, bytes: await bytes(print) });
      entries.push({ name: `${label} - screen.pdf`, bytes: await bytes(screen) });
      for (let page = 0; page < pages; page++) {
        const png = await requestExport({ ...common, page, format: 'png' }, token);
        const suffix = pages > 1 ? ` - page ${page + 1}` : '';
        entries.push({ name: `${label}${suffix}.png`, bytes: await bytes(png) });
      }
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

  const run = async (choice: ExportChoice) => {
    if (pending !== null) return;
    setPending(choice);
    try {
      const count = pageCount(editor.data);
      const base = {
        sheet: sheetIri,
        search: search || undefined,
        dealerValues: editor.mode === 'dealer' ? editor.dealerValues : {},
      };
      if (choice === 'zip' && variantCombinations(editor.data).length > 0) {
        const zip = await allVariants(base);
        downloadFile(zip);
        done('ZIP', zip.preflight);
        return;
      }
      // Every page, each with the variants it shows (a PNG of several pages comes as a ZIP).
      const file = await requestExport(
        {
          ...base,
          page: 'all',
          selection: allPagesSelection(count, designer.selectionOf),
          ...REQUESTS[choice],
        },
        token,
      );
      downloadFile(file);
      done(LABELS[choice], file.preflight);
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
