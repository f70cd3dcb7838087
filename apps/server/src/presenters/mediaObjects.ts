import type { MediaObjectRow } from '../../db/schema/index.ts';
import { hydraItem, iri } from '../../http/hydra.ts';
import { mediaUrl } from '../../storage/mediaStorage.ts';

/** A library image as stored, with the name of who uploaded it (null once they are deleted). */
export type MediaObjectWithUploader = MediaObjectRow & { uploader: string | null };

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
export function presentMediaObjectSummary(row: MediaObjectWithUploader) {
  return {
    '@id': iri('media_objects', row.id),
    '@type': 'MediaObject',
    ...mediaObjectFields(row),
  };
}

/** One image of the media library, with its JSON-LD context. */
export function presentMediaObject(row: MediaObjectWithUploader) {
  return hydraItem('MediaObject', iri('media_objects', row.id), mediaObjectFields(row));
}

/** The images one upload created, as a Hydra collection of exactly those. */
export function presentUploadedMediaObjects(rows: MediaObjectWithUploader[]) {
  return {
    '@context': '/api/contexts/MediaObject',
    '@type': 'hydra:Collection',
    'hydra:member': rows.map(presentMediaObjectSummary),
    'hydra:totalItems': rows.length,
  };
}
