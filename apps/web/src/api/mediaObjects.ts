import {
  MediaObjectSummary,
  MediaTagCollection,
  type mediaObjectListQuery,
  type mediaObjectPatchBody,
} from '@pms/contracts';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { useAuth } from '../auth/AuthContext';
import { apiFetch, apiRequest } from './client';
import { hydraCollection, pageNumberOf } from './hydra';
import { pathWithQuery } from './requestPath';
import { type MultipartOptions, postMultipart } from './upload';

/** An image of the media library (`/api/media_objects`). */
const media = MediaObjectSummary.shape;
export const mediaObjectSchema = MediaObjectSummary.pick({
  '@id': true,
  id: true,
  name: true,
  /** Content-addressed under `/media/`, public and cached for a year: usable in `<img src>`. */
  contentUrl: true,
  mimeType: true,
  byteSize: true,
  tags: true,
  created: true,
}).extend({
  /** A small JPEG for grids; null when the server made none. */
  thumbnailUrl: media.thumbnailUrl.optional(),
  width: media.width.nullish(),
  height: media.height.nullish(),
  /** The uploader's username; null once that account is deleted. */
  uploadedBy: media.uploadedBy.optional(),
  version: media.version.optional(),
});

export type MediaObject = z.infer<typeof mediaObjectSchema>;

export const mediaCollectionSchema = hydraCollection(mediaObjectSchema);
export type MediaCollection = z.infer<typeof mediaCollectionSchema>;

/** A tag with how many images carry it (`/api/media_tags`). */
export const mediaTagSchema = MediaTagCollection.shape['hydra:member'].element;
export type MediaTag = z.infer<typeof mediaTagSchema>;

const mediaTagsSchema = MediaTagCollection.pick({ 'hydra:member': true });

/** What the library shows: the server searches names and tags and filters type and tag. */
export interface MediaFilters {
  search: string;
  /** A media type such as `image/png`, or '' for all. */
  type: string;
  /** An exact tag, or '' for all. */
  tag: string;
}

export const noMediaFilters: MediaFilters = { search: '', type: '', tag: '' };

/** The largest page the API serves (DESIGN.md "API"); fewer requests for big libraries. */
export const MEDIA_PAGE_SIZE = 100;

/** A query of the library, typed after its contract. */
function libraryPath(query: z.input<typeof mediaObjectListQuery>): string {
  return pathWithQuery('/api/media_objects', query);
}

/** The list URL for a page of the library, newest first; empty filters are left out. */
export function mediaListPath(filters: MediaFilters, page: number): string {
  return libraryPath({
    'order[id]': 'desc',
    itemsPerPage: MEDIA_PAGE_SIZE,
    page,
    search: filters.search.trim(),
    type: filters.type,
    tag: filters.tag,
  });
}

export const mediaKeys = {
  all: ['media'] as const,
  lists: () => [...mediaKeys.all, 'list'] as const,
  list: (filters: MediaFilters) => [...mediaKeys.lists(), filters] as const,
  tags: () => [...mediaKeys.all, 'tags'] as const,
};

/**
 * The name an image was uploaded with, found by the URL a sheet keeps (its file name is a
 * hash); undefined while loading, null when the library does not have it (any more).
 */
export function useMediaName(contentUrl: string | null): string | null | undefined {
  const { token } = useAuth();
  const { data } = useQuery({
    queryKey: [...mediaKeys.all, 'byUrl', contentUrl] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        libraryPath({ itemsPerPage: 1, contentUrl: contentUrl ?? undefined }),
        mediaCollectionSchema,
        { token, signal },
      ),
    enabled: token !== null && contentUrl !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data && (data['hydra:member'][0]?.name ?? null);
}

/** The page after `page`, read from its Hydra view, or undefined at the end. */
function nextPageOf(page: MediaCollection): number | undefined {
  const next = page['hydra:view']?.['hydra:next'];
  return next ? pageNumberOf(next) : undefined;
}

/**
 * The library, a page at a time: a grid asks for the next page when it scrolls near the end,
 * so a library of thousands of images loads only what is seen.
 */
export function useMediaObjects(filters: MediaFilters) {
  const { token } = useAuth();
  return useInfiniteQuery({
    queryKey: mediaKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(mediaListPath(filters, pageParam), mediaCollectionSchema, { token, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    // The grid keeps the last answer while a new search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
    enabled: token !== null,
  });
}

/** Every image loaded so far, in order. */
export function loadedMedia(data: InfiniteData<MediaCollection> | undefined): MediaObject[] {
  return data?.pages.flatMap((page) => page['hydra:member']) ?? [];
}

/** Every tag in use, by name, for the tag filter. */
export function useMediaTags() {
  const { token } = useAuth();
  return useQuery({
    queryKey: mediaKeys.tags(),
    queryFn: async ({ signal }) =>
      (await apiRequest('/api/media_tags', mediaTagsSchema, { token, signal }))['hydra:member'],
    enabled: token !== null,
  });
}

/**
 * Uploads files in one request (`file` parts, optional comma-separated `tags`) and answers the
 * stored images. The server checks every file first and stores none if one is refused.
 */
export async function uploadMedia(
  files: readonly File[],
  tags: readonly string[],
  options: MultipartOptions,
): Promise<MediaObject[]> {
  const form = new FormData();
  // Text fields first: a streaming multipart parser reads them before the files.
  if (tags.length > 0) form.append('tags', tags.join(','));
  for (const file of files) form.append('file', file, file.name);
  const body = await postMultipart('/api/media_objects', form, options);
  return mediaCollectionSchema.parse(body)['hydra:member'];
}

/** What an edit of an image may change; the version goes along by itself. */
export type MediaChanges = Omit<z.input<typeof mediaObjectPatchBody>, 'version'>;

/**
 * Changes the tags or name of an image. The version it was read at goes along, so an edit
 * made meanwhile by someone else is refused (409) instead of overwritten.
 */
export function useUpdateMedia() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ media, changes }: { media: MediaObject; changes: MediaChanges }) =>
      apiRequest(`/api/media_objects/${media.id}`, mediaObjectSchema, {
        method: 'PATCH',
        token,
        body: { ...changes, version: media.version } satisfies z.input<typeof mediaObjectPatchBody>,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}

/** Deletes an image; a 409 names the sheets that still use it. */
export function useDeleteMedia() {
  const { token } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (media: MediaObject) =>
      apiFetch(`/api/media_objects/${media.id}`, { method: 'DELETE', token }),
    onSuccess: () => client.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
