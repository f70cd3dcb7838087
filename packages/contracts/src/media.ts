import { z } from 'zod';
import { hydraCollection, item, member, pagingShape, timestamp, versionField } from './common.ts';

/** GET /api/media_objects: a page, searched by name or tag, filtered by type, tag or URL. */
export const mediaObjectListQuery = z.object({
  ...pagingShape,
  search: z.string().max(200, { error: 'search must be at most 200 characters.' }).optional(),
  type: z
    .string()
    .regex(/^[a-z]+\/[a-z0-9.+-]+$/i, { error: 'type must be a media type such as image/png.' })
    .optional(),
  tag: z.string().max(50, { error: 'tag must be at most 50 characters.' }).optional(),
  /** The image a sheet names by its URL (`/media/<key>`): how the designer finds its name. */
  contentUrl: z
    .string()
    .max(300, { error: 'contentUrl must be at most 300 characters.' })
    .optional(),
});

/** The tags of an image as sent; the server trims, lowercases and limits them. */
export const mediaTagList = z.array(z.string({ error: 'tags must be a list of words.' }), {
  error: 'tags must be a list of words.',
});

/** PATCH /api/media_objects/:id: new tags or a new name, with the version read. */
export const mediaObjectPatchBody = z
  .object({
    tags: mediaTagList.optional(),
    name: z
      .string({ error: 'name must be text.' })
      .trim()
      .min(1, { error: 'The name must not be empty.' })
      .max(200, { error: 'The name may have at most 200 characters.' })
      .optional(),
    version: versionField.optional(),
  })
  .refine((body) => body.tags !== undefined || body.name !== undefined, {
    error: 'Send tags or name to change.',
  });

/** The multipart form of POST /api/media_objects, as the API documentation shows it. */
export const mediaUploadForm = z.object({
  file: z
    .string()
    .describe('One or more image files (JPEG, PNG, WebP, SVG), each a part named file.'),
  tags: z.string().optional().describe('Comma-separated tags for every file of the upload.'),
});

const mediaObjectFields = {
  id: z.number().int(),
  name: z.string(),
  contentUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  mimeType: z.string(),
  byteSize: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  tags: z.array(z.string()),
  uploadedBy: z.string().nullable(),
  created: timestamp,
  version: z.number().int(),
};

/** An image in a list of the media library. */
export const MediaObjectSummary = z.object({ ...member('MediaObject'), ...mediaObjectFields });

/** One image of the media library. */
export const MediaObjectAnswer = z.object({ ...item('MediaObject'), ...mediaObjectFields });

export const MediaObjectCollection = hydraCollection(MediaObjectSummary);

/** The images one upload created. */
export const UploadedMediaObjects = z.object({
  '@context': z.string(),
  '@type': z.literal('hydra:Collection'),
  'hydra:member': z.array(MediaObjectSummary),
  'hydra:totalItems': z.number().int(),
});

/** Every tag of the library with how many images carry it. */
export const MediaTagCollection = z.object({
  '@type': z.literal('hydra:Collection'),
  'hydra:member': z.array(z.object({ name: z.string(), count: z.number().int() })),
  'hydra:totalItems': z.number().int(),
});

/** GET /api/dealer_logos: a page, optionally of one dealer number. */
export const dealerLogoListQuery = z.object({
  ...pagingShape,
  hnr: z.string().trim().max(50, { error: 'hnr must be at most 50 characters.' }).optional(),
});

const HNR_REQUIRED = 'hnr (the dealer number) is required.';

/** The text fields of POST /api/dealer_logos (multipart): dealer number and brand. */
export const dealerLogoUploadFields = z.object({
  hnr: z
    .string({ error: HNR_REQUIRED })
    .trim()
    .min(1, { error: HNR_REQUIRED })
    .max(50, { error: 'hnr must be at most 50 characters.' }),
  brand: z
    .string({ error: 'brand is required, a brand identifier such as bmw.' })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, {
      error: 'brand must be a brand identifier in lowercase letters and digits, such as bmw.',
    }),
});

/** The whole multipart form of a logo upload, as the API documentation shows it. */
export const dealerLogoUploadForm = dealerLogoUploadFields.extend({
  file: z.string().describe('The logo: a JPEG, PNG, WebP or SVG file, as a part named file.'),
});

const dealerLogoFields = {
  id: z.number().int(),
  hnr: z.string(),
  brand: z.string(),
  contentUrl: z.string(),
  mimeType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
};

/** A dealer's logo for one brand, in a list. */
export const DealerLogoSummary = z.object({ ...member('DealerLogo'), ...dealerLogoFields });

/** A dealer's logo on its own. */
export const DealerLogoAnswer = z.object({ ...item('DealerLogo'), ...dealerLogoFields });

export const DealerLogoCollection = hydraCollection(DealerLogoSummary);

// The types the presenters answer with and clients read.
export type MediaObjectSummary = z.infer<typeof MediaObjectSummary>;
export type MediaObjectAnswer = z.infer<typeof MediaObjectAnswer>;
export type MediaObjectCollection = z.infer<typeof MediaObjectCollection>;
export type UploadedMediaObjects = z.infer<typeof UploadedMediaObjects>;
export type MediaTagCollection = z.infer<typeof MediaTagCollection>;
export type DealerLogoSummary = z.infer<typeof DealerLogoSummary>;
export type DealerLogoAnswer = z.infer<typeof DealerLogoAnswer>;
export type DealerLogoCollection = z.infer<typeof DealerLogoCollection>;
