import {
  CiFontAnswer,
  type ciAssignmentBody,
  FontFace as FaceContract,
  FONT_FACES,
  type FontFaceName,
  FontFamilyAnswer,
  type fontFaceUploadFields,
  type fontFamilyBody,
  FontRevision as RevisionContract,
} from '@pms/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch, apiRequest } from './client';
import { doneEarly, takeEarly } from './earlyRequests';
import { fetchAllPages, hydraCollection } from './hydra';
import { CI_FONTS } from './sheetPaths';
import { type MultipartOptions, postMultipart } from './upload';

/** A family's four faces, as the API names them. */
export const fontFaces = FONT_FACES;
export type { FontFaceName };

/** An uploaded face of a brand family: what the font says it is, and what it lacks. */
export const fontFaceSchema = FaceContract.pick({
  fileName: true,
  fontName: true,
  fontStyle: true,
  /** Languages (codes of the 11) whose letters the font lacks; Noto Sans sets those. */
  missingLanguages: true,
  missing: true,
}).extend({
  face: z.enum(fontFaces),
  /** Who uploaded it; null or absent when not known. */
  uploadedBy: FaceContract.shape.uploadedBy.optional(),
});

export type FontFace = z.infer<typeof fontFaceSchema>;

/** An earlier file of a face, kept when it was replaced or removed; restorable. */
export const fontRevisionSchema = RevisionContract.pick({
  '@id': true,
  id: true,
  fileName: true,
  /** When it was uploaded (ISO) and by whom, if known. */
  created: true,
  uploadedBy: true,
  /** When it stopped being the face's file. */
  replaced: true,
}).extend({ face: z.enum(fontFaces) });

export type FontRevision = z.infer<typeof fontRevisionSchema>;

/** How many earlier files the server keeps per face (fontRevisions.ts on the server). */
export const REVISIONS_KEPT = 10;

/** A brand font family (`/api/font_families`, admins). */
export const fontFamilySchema = FontFamilyAnswer.pick({
  '@id': true,
  id: true,
  name: true,
  /** The engine's family id, e.g. `brand-3`. */
  fontFamily: true,
  cis: true,
  version: true,
}).extend({
  faces: fontFaceSchema.array(),
  /** Earlier files of its faces, newest first. */
  revisions: fontRevisionSchema.array().default([]),
});

export type FontFamily = z.infer<typeof fontFamilySchema>;

/** Which family a ci's sheets are set in (`/api/ci_fonts`, every user reads it). */
export const ciFontSchema = CiFontAnswer.pick({ ci: true, family: true, fontFamily: true });

export type CiFont = z.infer<typeof ciFontSchema>;

export const fontKeys = { families: ['fontFamilies'] as const, ciFonts: ['ciFonts'] as const };

export function useFontFamilies() {
  const { token } = useAuth();
  return useQuery({
    queryKey: fontKeys.families,
    queryFn: ({ signal }) =>
      fetchAllPages('/api/font_families?itemsPerPage=100', fontFamilySchema, { token, signal }),
    enabled: token !== null,
  });
}

/** Every ci's brand family, for the designer: the family its sheets are laid out in. */
export function useCiFonts() {
  const { token } = useAuth();
  return useQuery({
    queryKey: fontKeys.ciFonts,
    queryFn: async ({ signal }) => {
      // The designer opened from a link asked for it with the sheet (see main.tsx).
      const early = takeEarly(CI_FONTS);
      const schema = hydraCollection(ciFontSchema);
      const fresh = () => apiRequest(CI_FONTS, schema, { token, signal });
      const answer = early ? await early.then((body) => schema.parse(body), fresh) : await fresh();
      if (early) doneEarly(CI_FONTS);
      return answer['hydra:member'];
    },
    enabled: token !== null,
  });
}

/** The engine family a ci's sheets are set in, or undefined (Noto Sans, or not yet known). */
export function useCiFontFamily(ci: string): string | undefined {
  const fonts = useCiFonts();
  return fonts.data?.find((entry) => entry.ci === ci)?.fontFamily ?? undefined;
}

function useInvalidateFonts() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fontKeys.families }),
      client.invalidateQueries({ queryKey: fontKeys.ciFonts }),
    ]);
}

export function useCreateFontFamily() {
  const { token } = useAuth();
  const invalidate = useInvalidateFonts();
  return useMutation({
    mutationFn: (name: string) => {
      const body: z.input<typeof fontFamilyBody> = { name };
      return apiRequest('/api/font_families', fontFamilySchema, { method: 'POST', token, body });
    },
    onSuccess: invalidate,
  });
}

export function useDeleteFontFamily() {
  const { token } = useAuth();
  const invalidate = useInvalidateFonts();
  return useMutation({
    mutationFn: (family: FontFamily) => apiFetch(family['@id'], { method: 'DELETE', token }),
    onSuccess: invalidate,
  });
}

/** Uploads a face; the server reads which face it is from the font unless `face` says. */
export async function uploadFontFace(
  family: FontFamily,
  input: z.input<typeof fontFaceUploadFields> & { file: File },
  options: MultipartOptions,
): Promise<FontFace> {
  const form = new FormData();
  // Text fields first: a streaming multipart parser reads them before the file.
  if (input.face) form.append('face', input.face);
  form.append('file', input.file, input.file.name);
  return fontFaceSchema.parse(await postMultipart(`${family['@id']}/faces`, form, options));
}

/** Makes an earlier file its face's file again; the current one is kept as a revision. */
export function useRestoreFontRevision() {
  const { token } = useAuth();
  const invalidate = useInvalidateFonts();
  return useMutation({
    mutationFn: (revision: FontRevision) =>
      apiRequest(`${revision['@id']}/restore`, fontFamilySchema, { method: 'POST', token }),
    onSuccess: invalidate,
  });
}

export function useAssignCiFont() {
  const { token } = useAuth();
  const invalidate = useInvalidateFonts();
  return useMutation({
    mutationFn: ({ ci, ...body }: { ci: string } & z.input<typeof ciAssignmentBody>) =>
      apiFetch(`/api/ci_fonts/${encodeURIComponent(ci)}`, { method: 'PUT', token, body }),
    onSuccess: invalidate,
  });
}

export { useInvalidateFonts };
