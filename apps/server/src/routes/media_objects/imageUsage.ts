import { asc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { regionalSheets, sheets } from '../../db/schema/index.ts';

/**
 * The sheets whose data refer to an image URL anywhere (an element's src, a variant entry, an
 * additional page): master sheets by name, regional copies as "name (region)". Searched in
 * the stored JSON as text, so no place an image can be used is missed.
 */
export async function sheetsUsingImage(db: Pick<Database, 'select'>, url: string) {
  const quoted = JSON.stringify(url);
  const masters = await db
    .select({ name: sheets.name })
    .from(sheets)
    .where(sql`position(${quoted} in ${sheets.data}::text) > 0`)
    .orderBy(asc(sheets.id));
  const copies = await db
    .select({ name: regionalSheets.name, region: regionalSheets.region })
    .from(regionalSheets)
    .where(sql`position(${quoted} in ${regionalSheets.data}::text) > 0`)
    .orderBy(asc(regionalSheets.id));
  return [
    ...masters.map((sheet) => sheet.name),
    ...copies.map((copy) => `${copy.name} (${copy.region})`),
  ];
}
