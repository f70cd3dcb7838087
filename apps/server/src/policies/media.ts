import {
  type ActionPolicy,
  ANYONE,
  adminsAndRegionAdmins,
  definePolicy,
  refuse,
} from './authorize.ts';

export const NOT_ALLOWED_MEDIA = 'You are not allowed to change the media library.';
export const NOT_YOUR_IMAGE = 'You may only rename, retag or delete images you uploaded yourself.';

/** Changing an image (rename, retag, delete): admins any, region admins their own uploads. */
const change: ActionPolicy<{ uploadedBy: number | null }> = {
  admin: true,
  regionAdmin: (principal, image) => image.uploadedBy !== null && image.uploadedBy === principal.id,
  // Dealers are refused before any image is looked at (`keep`), as with uploads.
  user: refuse(NOT_ALLOWED_MEDIA),
  refusal: refuse(NOT_YOUR_IMAGE),
};

/** The media library (DESIGN.md: media upload): everyone reads it, admins and region admins keep it. */
export const mediaPolicy = definePolicy('media_objects', {
  list: ANYONE,
  read: ANYONE,
  /** Upload, and the gate before any change: admins and region admins keep the library. */
  keep: adminsAndRegionAdmins(NOT_ALLOWED_MEDIA),
  change,
});
