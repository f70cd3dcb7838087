import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import { type MediaObjectRow, mediaObjects, users } from '../db/schema/index.ts';
import { offsetOf, type Paging } from '../http/paging.ts';
import { likePattern } from '../sheets/sheetQueries.ts';

/** A library image as stored, with the name of who uploaded it (null once they are deleted). */
export type MediaObjectWithUploader = MediaObjectRow & { uploader: string | null };

/** How the library list is narrowed; every filter is optional. */
export interface MediaFilters {
  /** Part of a name or of any tag, whatever the case. */
  search?: string | undefined;
  /** A media type such as image/png. */
  type?: string | undefined;
  tag?: string | undefined;
  /** The image a sheet names by its URL (`/media/<key>`). */
  contentUrl?: string | undefined;
}

/** The storage key of a `/media/<key>` URL, absolute or not; undefined for anything else. */
function keyOfContentUrl(url: string): string | undefined {
  return /\/media\/([^/?#]+)$/.exec(url.trim())?.[1];
}

/** A name or any tag containing the search, whatever the case. */
function mediaSearch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  return or(
    ilike(mediaObjects.name, pattern),
    sql`exists (select 1 from unnest(${mediaObjects.tags}) as tag where tag ilike ${pattern})`,
  );
}

/** The library's rows with the uploader's username, which the list shows instead of an id. */
function selectWithUploader(db: Database) {
  return db
    .select({ ...getTableColumns(mediaObjects), uploader: users.username })
    .from(mediaObjects)
    .leftJoin(users, eq(users.id, mediaObjects.uploadedBy));
}

/** Every tag of the library with how many images carry it, sorted by name. */
export async function mediaTagCounts(db: Database): Promise<{ name: string; count: number }[]> {
  const rows = await queryRows<{ name: string; count: number }>(
    db,
    sql`select tag as name, count(*)::int as count from ${mediaObjects}, unnest(${mediaObjects.tags}) as tag group by tag`,
  );
  // Sorted here, not by the database, whose collation differs between servers.
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/** One page of the library as filtered, with the number of all images that match. */
export async function listMediaObjects(
  db: Database,
  filters: MediaFilters,
  paging: Paging,
): Promise<{ rows: MediaObjectWithUploader[]; total: number }> {
  const tag = filters.tag?.trim().toLowerCase();
  const where = and(
    mediaSearch(filters.search),
    filters.type ? eq(mediaObjects.mimeType, filters.type.toLowerCase()) : undefined,
    tag ? sql`${tag} = any(${mediaObjects.tags})` : undefined,
    filters.contentUrl === undefined
      ? undefined
      : eq(mediaObjects.fileKey, keyOfContentUrl(filters.contentUrl) ?? ''),
  );
  const [total] = await db.select({ n: count() }).from(mediaObjects).where(where);
  const rows = await selectWithUploader(db)
    .where(where)
    .orderBy(paging['order[id]'] === 'desc' ? desc(mediaObjects.id) : asc(mediaObjects.id))
    .limit(paging.itemsPerPage)
    .offset(offsetOf(paging));
  return { rows, total: total?.n ?? 0 };
}

/** The image `id` with its uploader's name, or undefined. */
export async function findMediaObject(
  db: Database,
  id: number,
): Promise<MediaObjectWithUploader | undefined> {
  const [row] = await selectWithUploader(db).where(eq(mediaObjects.id, id));
  return row;
}

/** Who uploaded the image `id` (null: unknown), or undefined when there is no such image. */
export async function findImageUploader(
  db: Database,
  id: number,
): Promise<{ uploadedBy: number | null } | undefined> {
  const [row] = await db
    .select({ uploadedBy: mediaObjects.uploadedBy })
    .from(mediaObjects)
    .where(eq(mediaObjects.id, id));
  return row;
}
