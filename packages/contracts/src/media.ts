import { z } from 'zod';
import { hydraCollection, item, member, pagingShape, timestamp } from './common.ts';

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
