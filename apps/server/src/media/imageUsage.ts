import { and, asc, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal.ts';
import type { Database } from '../db/client.ts';
import { regionalSheets, sheets } from '../db/schema/index.ts';
import { visibleRegionalSheets, visibleSheets } from '../policies/sheetVisibility.ts';

/** The sheets that use an image: those the asking user may see by name, the others counted. */
export interface ImageUsage {
  names: string[];
  /** Sheets that use the image but that the user may not see: never named to them. */
  hidden: number;
}

/**
 * The sheets whose data refer to an image URL anywhere (an element's src, a variant entry, an
 * additional page): master sheets by name, regional copies as "name (region)". Searched in
 * the stored JSON as text, so no place an image can be used is missed. Only sheets the user
 * may read are named (DESIGN.md's permission table).
 */
export async function sheetsUsingImage(
  db: Pick<Database, 'select'>,
  url: string,
  principal: Principal,
): Promise<ImageUsage> {
  const quoted = JSON.stringify(url);
  const masters = await db
    .select({ name: sheets.name, visible: sql<boolean>`${visibleSheets(principal) ?? sql`true`}` })
    .from(sheets)
    .where(sql`position(${quoted} in ${sheets.data}::text) > 0`)
    .orderBy(asc(sheets.id));
  const copies = await db
    .select({
      name: regionalSheets.name,
      region: regionalSheets.region,
      visible: sql<boolean>`${visibleRegionalSheets(principal) ?? sql`true`}`,
    })
    .from(regionalSheets)
    .where(and(sql`position(${quoted} in ${regionalSheets.data}::text) > 0`))
    .orderBy(asc(regionalSheets.id));
  const names = [
    ...masters.filter((sheet) => sheet.visible).map((sheet) => sheet.name),
    ...copies.filter((copy) => copy.visible).map((copy) => `${copy.name} (${copy.region})`),
  ];
  return { names, hidden: masters.length + copies.length - names.length };
}

/** The 409 text for an image in use, naming only what the user may see. */
export function imageInUseMessage(usage: ImageUsage): string {
  if (usage.names.length === 0) return 'The image is used by sheets you cannot open.';
  const others = usage.hidden > 0 ? ', and by sheets you cannot open' : '';
  return `The image is used by: ${usage.names.join(', ')}${others}.`;
}
