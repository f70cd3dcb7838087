import type {
  MediaObjectAnswer,
  MediaObjectCollection,
  MediaObjectSummary,
  UploadedMediaObjects,
} from '@pms/contracts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';
import type { MediaObjectWithUploader } from '../media/mediaQueries.ts';
import { mediaUrl } from '../storage/mediaStorage.ts';

function mediaObjectFields(row: MediaObjectWithUploader) {
  return {
    id: row.id,
    name: row.name,
    contentUrl: mediaUrl(row.fileKey),
    thumbnailUrl: row.thumbnailKey === null ? null : mediaUrl(row.thumbnailKey),
    mimeType: row.mimeType,
    byteSize: row.byteSize,
    width: row.width,
    height: row.height,
    tags: row.tags,
    uploadedBy: row.uploader,
    created: row.created.toISOString(),
    version: row.version,
  };
}

/** An image in a list of the media library. */
export function presentMediaObjectSummary(row: MediaObjectWithUploader): MediaObjectSummary {
  return {
    '@id': iri('media_objects', row.id),
    '@type': 'MediaObject',
    ...mediaObjectFields(row),
  };
}

/** One image of the media library, with its JSON-LD context. */
export function presentMediaObject(row: MediaObjectWithUploader): MediaObjectAnswer {
  return hydraItem('MediaObject', iri('media_objects', row.id), mediaObjectFields(row));
}

/** The images one upload created, as a Hydra collection of exactly those. */
export function presentUploadedMediaObjects(rows: MediaObjectWithUploader[]): UploadedMediaObjects {
  return {
    '@context': '/api/contexts/MediaObject',
    '@type': 'hydra:Collection',
    'hydra:member': rows.map(presentMediaObjectSummary),
    'hydra:totalItems': rows.length,
  };
}

/** A page of the library; the view links keep the request's filters. */
export function presentMediaObjectCollection(
  rows: MediaObjectWithUploader[],
  total: number,
  paging: Paging,
  filters: Record<string, string | undefined>,
): MediaObjectCollection {
  return hydraCollection(
    'media_objects',
    rows.map(presentMediaObjectSummary),
    total,
    paging,
    keptParameters(paging, filters),
  );
}
