// What the overview's first page holds, as each kind of reader first sees it: the sheets the
// warm-up exports and the thumbnails it draws (warmUp.ts).
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../auth/principal.ts';
import { regionalSheets, sheets, users } from '../db/schema/index.ts';
import { readableSheet } from '../exports/readableSheet.ts';
import type { LinkReader, ThumbnailKind } from '../exports/thumbnailUrls.ts';

/** The overview's first screen: sticky sheets first, then the newest (as the web app sorts). */
export const FIRST_PAGE = 24;
/** Dealers whose own thumbnails are drawn; more would make a large installation start slowly. */
const DEALERS = 20;

export interface Thumbnail {
  kind: ThumbnailKind;
  id: number;
  version: number;
  reader: LinkReader;
}

/** The first admin account, in whose name staff's thumbnails and exports are made. */
export async function firstAdmin(app: FastifyInstance) {
  const [admin] = await app.db
    .select()
    .from(users)
    // Postgres' ANY over the roles array, not TypeScript's any.
    .where(sql`'ROLE_ADMIN' = any(${users.roles})`)
    .orderBy(asc(users.id))
    .limit(1);
  return admin;
}

/** The thumbnails the overview's first page shows to staff and to each dealer. */
export async function firstPageThumbnails(
  app: FastifyInstance,
  copies: readonly RegionalSheetRow[],
): Promise<Thumbnail[]> {
  const admin = await firstAdmin(app);
  if (!admin) return [];
  const masters = await app.db
    .select({ id: sheets.id, version: sheets.version })
    .from(sheets)
    .orderBy(desc(sheets.sticky), desc(sheets.id))
    .limit(FIRST_PAGE);
  // Each region's first page of copies: what its region admin and its dealers open first.
  const byRegion = new Map<string, RegionalSheetRow[]>();
  for (const copy of copies)
    byRegion.set(copy.region, [...(byRegion.get(copy.region) ?? []), copy]);
  const staff: LinkReader = { id: admin.id, tokenVersion: admin.tokenVersion };
  const thumbnails: Thumbnail[] = [
    ...masters.map((row) => ({ kind: 'sheets' as const, ...row, reader: staff })),
    ...[...byRegion.values()].flat().map((row) => ({
      kind: 'regional_sheets' as const,
      id: row.id,
      version: row.version,
      reader: staff,
    })),
  ];
  // One account per dealer number: their thumbnails differ from staff's by logo and profile.
  const dealers = await app.db
    .selectDistinctOn([users.hnr], {
      id: users.id,
      tokenVersion: users.tokenVersion,
      roles: users.roles,
      hnr: users.hnr,
    })
    .from(users)
    .where(isNotNull(users.hnr))
    .orderBy(users.hnr, asc(users.id))
    .limit(DEALERS);
  for (const dealer of dealers) {
    const region = principalOf({ ...dealer, username: '' }).region;
    for (const copy of byRegion.get(region ?? '') ?? []) {
      // Dealers see released copies only; a locked one would answer 404.
      if (copy.status !== 'unlocked') continue;
      thumbnails.push({
        kind: 'regional_sheets',
        id: copy.id,
        version: copy.version,
        reader: { id: dealer.id, tokenVersion: dealer.tokenVersion },
      });
    }
  }
  return thumbnails;
}

/** What a warm-up export renders: a sheet as one reader exports it. */
export interface WarmExport {
  sheet: Awaited<ReturnType<typeof readableSheet>>;
  hnr: string | null;
  /** A ZIP prepares both the PDF's and the PNG's share; a print PDF the copies' own words. */
  format: 'zip' | 'pdf';
}

/**
 * The exports the first users make: the overview's first page of masters as staff export them
 * (their images, faces and symbols are what the copies of them use too), and the first dealer's
 * first released copy with their logo, profile and the copy's language.
 */
export async function firstExports(
  app: FastifyInstance,
  copies: readonly RegionalSheetRow[],
): Promise<WarmExport[]> {
  const admin = await firstAdmin(app);
  if (!admin) return [];
  const staff = principalOf(admin);
  const exports: WarmExport[] = [];
  const masters = await app.db
    .select({ id: sheets.id })
    .from(sheets)
    .orderBy(desc(sheets.sticky), desc(sheets.id))
    .limit(FIRST_PAGE);
  for (const master of masters) {
    const sheet = await readableSheet(app, staff, `/api/sheets/${master.id}`);
    exports.push({ sheet, hnr: null, format: 'zip' });
  }
  const [dealer] = await app.db
    .select()
    .from(users)
    .where(isNotNull(users.hnr))
    .orderBy(asc(users.hnr))
    .limit(1);
  const region = dealer ? principalOf(dealer).region : null;
  if (dealer && region) {
    const [copy] = await app.db
      .select({ id: regionalSheets.id })
      .from(regionalSheets)
      .where(and(eq(regionalSheets.region, region), eq(regionalSheets.status, 'unlocked')))
      .orderBy(desc(regionalSheets.id))
      .limit(1);
    if (copy)
      exports.unshift({
        sheet: await readableSheet(app, principalOf(dealer), `/api/regional_sheets/${copy.id}`),
        hnr: dealer.hnr,
        format: 'zip',
      });
  }
  // Each region's first page of copies: their translated words, set in their language.
  for (const copy of copies) {
    const sheet = await readableSheet(app, staff, `/api/regional_sheets/${copy.id}`);
    exports.push({ sheet, hnr: null, format: 'pdf' });
  }
  return exports;
}

export type RegionalSheetRow = typeof regionalSheets.$inferSelect;

/** Each region's first page of copies (as the overview sorts them), taking turns by region. */
export async function firstPageCopies(app: FastifyInstance): Promise<RegionalSheetRow[]> {
  const copies = await app.db
    .select()
    .from(regionalSheets)
    .orderBy(desc(regionalSheets.sticky), desc(regionalSheets.id));
  const byRegion = new Map<string, typeof copies>();
  for (const copy of copies) {
    const list = byRegion.get(copy.region) ?? [];
    if (list.length < FIRST_PAGE) list.push(copy);
    byRegion.set(copy.region, list);
  }
  // Round robin: a budget that runs out leaves every region its first copies.
  const lists = [...byRegion.values()];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list[i] ?? [])).flat();
}
