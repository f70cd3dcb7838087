import { pageCount, type VariantSelection } from '@pms/sheet';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  downloadFile,
  type ExportFormat,
  type ExportRequest,
  requestExport,
} from '../../../api/exports';
import { zipStore } from '../../../api/zipStore';
import { useAuth } from '../../../auth/AuthContext';
import { useEditor } from '../editorApi';
import { useDesigner } from '../state/EditorProvider';
import { variantCombinations } from './variantCombinations';

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
    let stem = 'sheet';
    setProgress({ done: 0, total: combinations.length });
    for (const [index, combination] of combinations.entries()) {
      const common = { ...base, selection: combination.selection };
      const pdf = await requestExport({ ...common, page: 'all', format: 'pdf' }, token);
      const png = await requestExport({ ...common, page: 0, format: 'png' }, token);
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
    };
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
        downloadFile(await allVariants(base));
        enqueueSnackbar(t('editor.export.done', { format: 'ZIP' }), { variant: 'success' });
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
      enqueueSnackbar(t('editor.export.done', { format: format.toUpperCase() }), {
        variant: 'success',
      });
    } catch {
      enqueueSnackbar(t('editor.export.failed'), { variant: 'error' });
    } finally {
      setPending(null);
      setProgress(null);
    }
  };

  return { run, pending, progress };
}
