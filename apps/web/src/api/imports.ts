import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiDownload } from './client';
import { downloadFile } from './exports';
import { sheetKeys } from './sheets';
import { postMultipart, type UploadProgress } from './upload';

/** What an import did or, in a dry run, would do (the server's ImportReport). */
export const importReportSchema = z.object({
  kind: z.enum(['single', 'variants']),
  rows: z.number(),
  elementsChanged: z.array(z.string()),
  variants: z.array(
    z.object({ page: z.number(), group: z.string(), name: z.string(), details: z.string() }),
  ),
  warnings: z.array(z.string()),
});

export type ImportReport = z.infer<typeof importReportSchema>;

const importAnswerSchema = z.object({
  dryRun: z.boolean(),
  report: importReportSchema,
  message: z.string(),
  sheet: z.object({ id: z.number(), name: z.string() }).optional(),
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

/** What a translation import did (the server's TranslationReport). */
export const translationReportSchema = z.object({
  matched: z.number(),
  changed: z.number(),
  unknown: z.array(z.string()),
  notCovered: z.array(z.string()),
  /** The sheet's own fields the file changed: 'name', 'details'. */
  sheetFields: z.array(z.string()).default([]),
  /** Translated texts that no longer fit their box, as the PDF lays them out, each in its own
   * box: its key, element, page (0 the main page), variant ("Group: Variant", or empty). */
  overflowing: z
    .array(
      z.object({
        key: z.string().default(''),
        element: z.string(),
        page: z.number(),
        variant: z.string().default(''),
        by: z.number(),
      }),
    )
    .default([]),
  /** Translated texts the overflow check had no time for (a very large file). */
  overflowUnchecked: z.number().default(0),
});

export type TranslationReport = z.infer<typeof translationReportSchema>;

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
      return z.object({ report: translationReportSchema }).parse(answer).report;
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: sheetKeys.all });
      void client.invalidateQueries({ queryKey: ['regional_sheets'] });
    },
  });
}
