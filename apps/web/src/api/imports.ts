import {
  ImportReport,
  SheetImportAnswer,
  TranslationImportAnswer,
  type TranslationImportReport,
} from '@pms/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiDownload } from './client';
import { downloadFile } from './exports';
import { sheetKeys } from './sheets';
import { postMultipart, type UploadProgress } from './upload';

/** What an import did or, in a dry run, would do (the contract's `report`). */
export type { ImportReport };

const [dryRunAnswer, importedAnswer] = SheetImportAnswer.options;
/** Either answer of an import in one shape: the report, and the new sheet unless a dry run. */
const importAnswerSchema = dryRunAnswer.pick({ message: true }).extend({
  dryRun: z.boolean(),
  report: ImportReport,
  sheet: importedAnswer.shape.sheet.pick({ id: true, name: true }).optional(),
});

export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** A sheet import as the form sends it. */
export interface ImportRequest {
  /** IRI of the template sheet. */
  template: string;
  name: string;
  /** IRI of the category. */
  category: string;
  file: File;
}

/** The sheet name that makes an import a dry run (SPEC section 5). */
export const DRY_RUN_NAME = 'test';

/**
 * POST /api/imports: the file against a template; progress is reported while the file goes
 * out. A real import refreshes the sheet list; the dry run changes nothing.
 */
export function useImportSheet(onProgress?: UploadProgress) {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: ImportRequest) => {
      const form = new FormData();
      form.append('template', request.template);
      form.append('name', request.name);
      form.append('category', request.category);
      form.append('file', request.file);
      const answer = await postMultipart('/api/imports', form, {
        token,
        ...(onProgress ? { onProgress } : {}),
      });
      return importAnswerSchema.parse(answer);
    },
    onSuccess: (answer) => {
      if (!answer.dryRun) void client.invalidateQueries({ queryKey: sheetKeys.all });
    },
  });
}

export type TranslationKind = 'sheet' | 'regional';
export type TranslationFormat = 'xlsx' | 'xliff';

const collection = (kind: TranslationKind) => (kind === 'sheet' ? 'sheets' : 'regional_sheets');

/** The file name a Content-Disposition gives, preferring the exact UTF-8 one (RFC 6266). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const exact = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? fallback;
}

/** GET .../translations?format=...: the sheet's texts as a file download. */
export function useExportTranslations() {
  const { token } = useAuth();
  return useMutation({
    mutationFn: async (request: {
      kind: TranslationKind;
      id: number;
      format: TranslationFormat;
    }) => {
      const response = await apiDownload(
        `/api/${collection(request.kind)}/${request.id}/translations?format=${request.format}`,
        { token },
      );
      const extension = request.format === 'xlsx' ? 'xlsx' : 'xlf';
      const name = fileNameOf(
        response.headers.get('content-disposition'),
        `translations.${extension}`,
      );
      downloadFile({ blob: await response.blob(), fileName: name });
      return name;
    },
  });
}

/** What a translation import did: matches, changes, keys not placed, texts that overflow. */
export type TranslationReport = TranslationImportReport;

/** POST /api/regional_sheets/{id}/translations with the chosen file, saved in one go. */
export function useImportTranslations() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (request: { id: number; file: File }) => {
      const form = new FormData();
      form.append('file', request.file);
      const answer = await postMultipart(`/api/regional_sheets/${request.id}/translations`, form, {
        token,
      });
      return TranslationImportAnswer.pick({ report: true }).parse(answer).report;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sheetKeys.all });
      void client.invalidateQueries({ queryKey: ['regional_sheets'] });
    },
  });
}
