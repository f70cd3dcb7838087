import { count, eq, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { type MediaObjectRow, mediaObjects, users } from '../db/schema/index.ts';
import { conflict, notFound } from '../http/httpError.ts';
import type { PreparedImage } from '../storage/imageIntake.ts';
import { mediaUrl } from '../storage/mediaStorage.ts';
import type { StoredImageKeys } from '../storage/storeImage.ts';
import { imageInUseMessage, sheetsUsingImage } from './imageUsage.ts';
import type { MediaObjectWithUploader } from './mediaQueries.ts';

export const STALE_MEDIA_OBJECT =
  'This image was changed by someone else in the meantime. Reload it to see their changes; yours were not saved.';

/** Records the images of one upload, their files already stored, all together or none. */
export function addMediaObjects(
  db: Database,
  prepared: PreparedImage[],
  stored: StoredImageKeys[],
  tags: string[],
  uploadedBy: number,
): Promise<MediaObjectRow[]> {
  return db.transaction((tx) =>
    tx
      .insert(mediaObjects)
      .values(
        prepared.map((image, index) => ({
          ...(stored[index] as StoredImageKeys),
          name: image.name.slice(0, 200),
          mimeType: image.mimeType,
          byteSize: image.file.bytes.byteLength,
          width: image.width,
          height: image.height,
          tags,
          uploadedBy,
        })),
      )
      .returning(),
  );
}

/** What a change of an image may set; unset fields stay. */
export interface MediaObjectChanges {
  tags?: string[] | undefined;
  name?: string | undefined;
}

/**
 * Retags or renames an image, if it is still at `version` when one is given (409 if not, 404
 * if it is gone), and answers it with its uploader's name.
 */
export async function changeMediaObject(
  db: Database,
  id: number,
  version: number | undefined,
  changes: MediaObjectChanges,
): Promise<MediaObjectWithUploader> {
  const [row] = await db
    .update(mediaObjects)
    .set({
      ...(changes.tags === undefined ? {} : { tags: changes.tags }),
      ...(changes.name === undefined ? {} : { name: changes.name }),
      version: sql`${mediaObjects.version} + 1`,
      modified: new Date(),
    })
    .where(
      version === undefined
        ? eq(mediaObjects.id, id)
        : sql`${mediaObjects.id} = ${id} and ${mediaObjects.version} = ${version}`,
    )
    .returning();
  if (!row) {
    const [exists] = await db
      .select({ n: count() })
      .from(mediaObjects)
      .where(eq(mediaObjects.id, id));
    throw exists?.n ? conflict(STALE_MEDIA_OBJECT) : notFound('The image');
  }
  const [uploader] = row.uploadedBy
    ? await db.select({ name: users.username }).from(users).where(eq(users.id, row.uploadedBy))
    : [];
  return { ...row, uploader: uploader?.name ?? null };
}

/**
 * Deletes an image no sheet uses (409 naming the sheets this user may see otherwise). The
 * image's row is locked first and `mayChange` decides on its uploader inside the transaction.
 * The files stay: old revisions of a sheet may still show them, and equal files uploaded
 * again share them.
 */
export async function deleteUnusedImage(
  db: Database,
  id: number,
  principal: Principal,
  mayChange: (uploadedBy: number | null) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ fileKey: mediaObjects.fileKey, uploadedBy: mediaObjects.uploadedBy })
      .from(mediaObjects)
      .where(eq(mediaObjects.id, id))
      .for('update');
    if (!row) throw notFound('The image');
    mayChange(row.uploadedBy);
    const usage = await sheetsUsingImage(tx, mediaUrl(row.fileKey), principal);
    if (usage.names.length + usage.hidden > 0) throw conflict(imageInUseMessage(usage));
    await tx.delete(mediaObjects).where(eq(mediaObjects.id, id));
  });
}
