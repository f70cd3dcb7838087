import { z } from 'zod';
import {
  hydraCollection,
  hydraList,
  iriField,
  item,
  pagingShape,
  pathNumber,
  timestamp,
} from './common.ts';

/** A family's faces, one file each. */
export const FONT_FACES = ['regular', 'bold', 'italic', 'boldItalic'] as const;

export type FontFaceName = (typeof FONT_FACES)[number];

const NAME_REQUIRED = 'Please enter a name for the font family, such as "BMW Type Next".';

/** A face named in a path or an upload: one of FONT_FACES. */
export const fontFaceField = z.enum(FONT_FACES, {
  error: 'face must be regular, bold, italic or boldItalic.',
});

/** GET /api/font_families: a page. */
export const fontFamilyListQuery = z.object(pagingShape);

/** POST /api/font_families: the family's name. */
export const fontFamilyBody = z.object({
  name: z
    .string({ error: NAME_REQUIRED })
    .trim()
    .min(1, { error: NAME_REQUIRED })
    .max(100, { error: 'The name of a font family may be at most 100 characters long.' }),
});

/** The text fields of POST /api/font_families/:id/faces (multipart). */
export const fontFaceUploadFields = z.object({
  /** Which face the file is; the font's own weight and slant decide when unset. */
  face: fontFaceField.optional(),
});

/** The whole multipart form of a face upload, as the API documentation shows it. */
export const fontFaceUploadForm = fontFaceUploadFields.extend({
  file: z
    .string()
    .describe('The font: one TrueType (.ttf) or OpenType (.otf) file, as a part named file.'),
});

/** The `:id` and `:face` of DELETE /api/font_families/:id/faces/:face. */
export const fontFaceParams = z.object({ id: pathNumber('The id'), face: fontFaceField });

/** Where each face of a family is served, signed for the reader. */
export const FaceUrls = z.record(z.string(), z.string());

/** A face as the API shows it: never its bytes, which are served under /fonts/. */
export const FontFace = z.object({
  face: z.string(),
  fileName: z.string(),
  byteSize: z.number().int(),
  fontName: z.string(),
  fontStyle: z.string(),
  missingLanguages: z.array(z.string()),
  missing: z.array(z.object({ language: z.string(), letters: z.string() })),
  checksum: z.string(),
  created: timestamp,
  uploadedBy: z.string().nullable(),
});

/** An earlier file of a face, restorable. */
export const FontRevision = z.object({
  '@id': z.string(),
  id: z.number().int(),
  face: z.string(),
  fileName: z.string(),
  byteSize: z.number().int(),
  fontName: z.string(),
  fontStyle: z.string(),
  checksum: z.string(),
  created: timestamp,
  uploadedBy: z.string().nullable(),
  replaced: timestamp,
});

/** A brand font family with its faces, their signed URLs, its cis and earlier files. */
export const FontFamilyAnswer = z.object({
  ...item('FontFamily'),
  id: z.number().int(),
  name: z.string(),
  fontFamily: z.string(),
  faces: z.array(FontFace),
  faceUrls: FaceUrls,
  cis: z.array(z.string()),
  revisions: z.array(FontRevision),
  version: z.number().int(),
  created: timestamp,
  modified: timestamp,
});

export const FontFamilyCollection = hydraCollection(FontFamilyAnswer);

/** The face an upload stored, with the face the font's own weight and slant tell. */
export const UploadedFontFace = FontFace.extend({
  '@type': z.literal('FontFace'),
  family: iriField,
  detectedFace: z.string(),
});

const CI_ERROR =
  'The ci in the address must be a brand identifier in lowercase letters and digits, such as bmw.';
export const CI_FAMILY_ERROR =
  'family must be a font family such as /api/font_families/3, or null for Noto Sans.';

/** The `:ci` of /api/ci_fonts/:ci, lowercased. */
export const ciParams = z.object({
  ci: z
    .string({ error: CI_ERROR })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, { error: CI_ERROR }),
});

/** PUT /api/ci_fonts/:ci: the family as an IRI or id, or null for Noto Sans. */
export const ciAssignmentBody = z.object({
  family: z.union([z.string(), z.number()], { error: CI_FAMILY_ERROR }).nullable(),
});

/** The `:id` and `:revision` of a font revision's restore. */
export const fontRevisionParams = z.object({
  id: pathNumber('The id'),
  revision: pathNumber('The revision'),
});

/** A ci's brand family (null: Noto Sans), with its faces' URLs. */
export const CiFontAnswer = z.object({
  ...item('CiFont'),
  ci: z.string(),
  family: iriField.nullable(),
  fontFamily: z.string().nullable(),
  faceUrls: FaceUrls.nullable(),
  version: z.number().int().nullable(),
});

export const CiFontCollection = hydraList(CiFontAnswer);

/** A brand family a text element may be set in. */
export const FontChoice = z.object({
  '@type': z.literal('FontChoice'),
  name: z.string(),
  fontFamily: z.string(),
  faceUrls: FaceUrls,
});

export const FontChoiceCollection = hydraList(FontChoice);

// The types the presenters answer with and clients read.
export type FaceUrls = z.infer<typeof FaceUrls>;
export type FontFace = z.infer<typeof FontFace>;
export type FontRevision = z.infer<typeof FontRevision>;
export type FontFamilyAnswer = z.infer<typeof FontFamilyAnswer>;
export type FontFamilyCollection = z.infer<typeof FontFamilyCollection>;
export type UploadedFontFace = z.infer<typeof UploadedFontFace>;
export type CiFontAnswer = z.infer<typeof CiFontAnswer>;
export type CiFontCollection = z.infer<typeof CiFontCollection>;
export type FontChoice = z.infer<typeof FontChoice>;
export type FontChoiceCollection = z.infer<typeof FontChoiceCollection>;
