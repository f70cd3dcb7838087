import type {
  RegionalCopy,
  RegionalSheetAnswer,
  RegionalSheetCollection,
  RegionalSheetSummary,
  SheetAnswer,
  SheetCollection,
  SheetSummary,
} from '@pms/contracts';
import type { SheetData } from '@pms/sheet';
import { rememberedText } from '../commands/sheetDataText.ts';
import type { RegionalSheetRow, SheetRow } from '../db/schema/index.ts';
import type { SignThumbnail } from '../exports/thumbnailUrls.ts';
import { hydraCollection, hydraItem, iri, type PageRequest } from '../http/hydra.ts';
import type { MasterFollow } from '../sheets/copyFollow.ts';

/** A regional copy as a master lists it: enough for the overview's per-region status. */
export interface RegionalCopySummary {
  id: number;
  masterId: number;
  region: string;
  status: string;
  /** The master's content changed after the copy's base version. */
  masterChanged?: boolean;
  translatedTexts?: number | null;
  totalTexts?: number | null;
}

export function presentRegionalCopy(copy: RegionalCopySummary): RegionalCopy {
  const { translatedTexts: translated, totalTexts: total } = copy;
  // Both counts, or no progress at all (a copy not counted yet).
  const counted = typeof translated === 'number' && typeof total === 'number';
  return {
    '@id': iri('regional_sheets', copy.id),
    '@type': 'RegionalSheet',
    id: copy.id,
    region: copy.region,
    status: copy.status,
    ...(copy.masterChanged === undefined ? {} : { masterChanged: copy.masterChanged }),
    ...(counted ? { translation: { translated, total } } : {}),
  };
}

export type SheetSummaryRow = Pick<
  SheetRow,
  | 'id'
  | 'name'
  | 'details'
  | 'status'
  | 'sticky'
  | 'categoryId'
  | 'version'
  | 'created'
  | 'modified'
> & {
  /** The main page's variants and groups, for search and the default selection. */
  variants: unknown;
  variantGroups: unknown;
};

/**
 * A master sheet in a list: what the overview needs to navigate and search, without `data`
 * (SPEC section 7 loads every sheet; the full documents would be megabytes). `thumbnail` is
 * signed so that an `<img>` loads it without the bearer token.
 */
export function presentSheetSummary(
  row: SheetSummaryRow,
  copies: RegionalCopySummary[],
  signThumbnail: SignThumbnail,
): SheetSummary {
  return {
    '@id': iri('sheets', row.id),
    '@type': 'Sheet',
    id: row.id,
    name: row.name,
    details: row.details,
    status: row.status,
    sticky: row.sticky,
    category: iri('categories', row.categoryId),
    regionalSheets: copies.map(presentRegionalCopy),
    variants: Array.isArray(row.variants) ? row.variants : [],
    variant_groups: Array.isArray(row.variantGroups) ? row.variantGroups : [],
    thumbnail: signThumbnail('sheets', row.id, row.version),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

/** A page of the master list; `kept` holds the request's filters for the view links. */
export function presentSheetList(
  rows: { row: SheetSummaryRow; copies: RegionalCopySummary[] }[],
  total: number,
  paging: PageRequest,
  kept: Record<string, string>,
  signThumbnail: SignThumbnail,
): SheetCollection {
  return hydraCollection(
    'sheets',
    rows.map(({ row, copies }) => presentSheetSummary(row, copies, signThumbnail)),
    total,
    paging,
    kept,
  );
}

/** Sheet data as the API carries it, JSON text: the text a render thread made, if it read it. */
function dataText(data: unknown): string {
  return (
    (typeof data === 'object' && data !== null && rememberedText(data as SheetData)) ||
    JSON.stringify(data)
  );
}

/** A whole master sheet; `data` travels as JSON text (SPEC section 3). */
export function presentSheet(
  row: SheetRow,
  copies: RegionalCopySummary[],
  signThumbnail: SignThumbnail,
): SheetAnswer {
  return hydraItem('Sheet', iri('sheets', row.id), {
    id: row.id,
    name: row.name,
    details: row.details,
    status: row.status,
    sticky: row.sticky,
    category: iri('categories', row.categoryId),
    data: dataText(row.data),
    regionalSheets: copies.map(presentRegionalCopy),
    thumbnail: signThumbnail('sheets', row.id, row.version),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  });
}

type RegionalSummaryRow = Omit<RegionalSheetRow, 'data'>;
export type RegionalListRow = RegionalSummaryRow & { variants: unknown; variantGroups: unknown };

function regionalFields(
  row: RegionalSummaryRow,
  signThumbnail: SignThumbnail,
  follow: MasterFollow | undefined,
) {
  return {
    id: row.id,
    name: row.name,
    details: row.details,
    status: row.status,
    sticky: row.sticky,
    region: row.region,
    master: iri('sheets', row.masterId),
    masterVersion: row.masterVersion,
    // For those who keep copies (admins, region admins): how the copy stands to its master.
    ...(follow ?? {}),
    thumbnail: signThumbnail('regional_sheets', row.id, row.version),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

/** A regional sheet in a list, without its data. */
export function presentRegionalSheetSummary(
  { variants, variantGroups, ...row }: RegionalListRow,
  signThumbnail: SignThumbnail,
  follow?: MasterFollow,
): RegionalSheetSummary {
  return {
    '@id': iri('regional_sheets', row.id),
    '@type': 'RegionalSheet',
    ...regionalFields(row, signThumbnail, follow),
    // The copy's own variants: a regional user searches the copy's words, not the master's.
    variants: Array.isArray(variants) ? variants : [],
    variant_groups: Array.isArray(variantGroups) ? variantGroups : [],
  };
}

/** A page of the regional copies, each with how it stands to its master where that is shown. */
export function presentRegionalSheetList(
  rows: RegionalListRow[],
  follows: Map<number, MasterFollow>,
  total: number,
  paging: PageRequest,
  kept: Record<string, string>,
  signThumbnail: SignThumbnail,
): RegionalSheetCollection {
  return hydraCollection(
    'regional_sheets',
    rows.map((row) => presentRegionalSheetSummary(row, signThumbnail, follows.get(row.id))),
    total,
    paging,
    kept,
  );
}

/** A whole regional sheet: the master's fields plus its region and master. */
export function presentRegionalSheet(
  row: RegionalSheetRow,
  signThumbnail: SignThumbnail,
  follow?: MasterFollow,
): RegionalSheetAnswer {
  return hydraItem('RegionalSheet', iri('regional_sheets', row.id), {
    ...regionalFields(row, signThumbnail, follow),
    data: dataText(row.data),
  });
}
