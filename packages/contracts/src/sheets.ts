import { z } from 'zod';
import {
  hydraCollection,
  hydraList,
  idParams,
  iriField,
  item,
  member,
  pagingShape,
  pathNumber,
  timestamp,
  versionField,
} from './common.ts';
import { REGIONS } from './regions.ts';

/** SPEC section 5: a save needs a name, a category and a ci, else this names the field. */
export const missingSetting = (field: string) => `Please enter '${field}' under 'Settings'.`;

/** Whether dealers may fill in a sheet. */
export const SheetStatus = z.enum(['locked', 'unlocked'], {
  error: "status must be 'locked' or 'unlocked'.",
});

/** The fields a save sends (SPEC section 7); references may be IRIs or bare ids. */
export const sheetBodySchema = z.object({
  name: z.string({ error: missingSetting('Name') }).optional(),
  details: z.string({ error: 'details must be text.' }).optional(),
  status: SheetStatus.optional(),
  category: z.union([z.string(), z.number()]).nullable().optional(),
  data: z.unknown().optional(),
  version: versionField.optional(),
});

export type SheetBody = z.infer<typeof sheetBodySchema>;

/** POST master_update: the copy's version and the master version the preview showed. */
export const masterUpdateBody = z.object({
  version: versionField,
  masterVersion: versionField,
});

/** A region code, as copies and dealer profiles name it. */
export const RegionField = z.enum(REGIONS, {
  error: `region must be one of ${REGIONS.join(', ')}.`,
});

/** GET /api/regional_sheets: a page, optionally of one region. */
export const regionalSheetListQuery = z.object({ ...pagingShape, region: RegionField.optional() });

/** POST /api/regional_sheets: a save's fields, the master to copy and the region. */
export const regionalSheetCreateBody = sheetBodySchema.extend({
  master: z.union([z.string(), z.number()], { error: 'master is required: the sheet to copy.' }),
  region: RegionField,
});

/** GET /api/sheets: a page, optionally searched by name, details and variants. */
export const sheetListQuery = z.object({
  ...pagingShape,
  search: z.string().max(200, { error: 'search must be at most 200 characters.' }).optional(),
});

/** The `:id` and `:version` of a revision's restore. */
export const revisionRestoreParams = idParams.extend({ version: pathNumber('The version') });

/** POST …/revisions/:version/restore: the version of the sheet the client loaded. */
export const revisionRestoreBody = z.object({
  version: versionField.describe('The version of the sheet you loaded.'),
});

/** How far a copy's translation got: texts translated of all. */
export const TranslationProgress = z.object({ translated: z.number(), total: z.number() });

/** A regional copy as its master lists it. */
export const RegionalCopy = z.object({
  ...member('RegionalSheet'),
  id: z.number().int(),
  region: z.string(),
  status: z.string(),
  masterChanged: z.boolean().optional(),
  translation: TranslationProgress.optional(),
});

const sheetHead = {
  id: z.number().int(),
  name: z.string(),
  details: z.string(),
  status: z.string(),
  sticky: z.boolean(),
  thumbnail: z.string(),
  version: z.number().int(),
  created: timestamp,
  modified: timestamp,
};

/** A master sheet in the overview: no data, its copies, its variants for search. */
export const SheetSummary = z.object({
  ...member('Sheet'),
  ...sheetHead,
  category: iriField,
  regionalSheets: z.array(RegionalCopy),
  variants: z.array(z.unknown()),
  variant_groups: z.array(z.unknown()),
});

export const SheetCollection = hydraCollection(SheetSummary);

/** A whole master sheet; `data` is the sheet data as JSON text (SPEC section 3). */
export const SheetAnswer = z.object({
  ...item('Sheet'),
  ...sheetHead,
  category: iriField,
  data: z.string(),
  regionalSheets: z.array(RegionalCopy),
});

/** For those who keep copies: how a copy stands to its master. */
const followShape = {
  latestMasterVersion: z.number().int().optional(),
  masterChanged: z.boolean().optional(),
  translation: TranslationProgress.optional(),
};

const regionalHead = {
  ...sheetHead,
  region: z.string(),
  master: iriField,
  masterVersion: z.number().int(),
  ...followShape,
};

/** A regional copy in a list, without its data. */
export const RegionalSheetSummary = z.object({
  ...member('RegionalSheet'),
  ...regionalHead,
  variants: z.array(z.unknown()),
  variant_groups: z.array(z.unknown()),
});

export const RegionalSheetCollection = hydraCollection(RegionalSheetSummary);

/** A whole regional copy: the master's fields plus its region and master. */
export const RegionalSheetAnswer = z.object({
  ...item('RegionalSheet'),
  ...regionalHead,
  data: z.string(),
});

/** One save in a sheet's history. */
export const SheetRevision = z.object({
  ...member('SheetRevision'),
  version: z.number().int(),
  name: z.string(),
  status: z.string(),
  createdBy: z.string().nullable(),
  created: timestamp,
});

/** A sheet's whole history, every save in one page. */
export const SheetRevisionCollection = hydraList(SheetRevision);

/** What happened to an element of the master since a copy's base version. */
export const MasterChangeKind = z.enum([
  'added',
  'removed',
  'moved',
  'restyled',
  'text',
  'variants',
]);

/** One change of a master since a copy's base version. */
export const MasterChange = z.strictObject({
  kind: MasterChangeKind,
  /** The element's name; empty for a change of a page's variants and groups. */
  element: z.string(),
  /** 0 is the main page. */
  page: z.number().int(),
});

/** What changed in the master since a copy's base version. */
export const MasterChangesAnswer = z.object({
  '@id': z.string(),
  '@type': z.literal('MasterChanges'),
  master: iriField,
  baseVersion: z.number().int(),
  masterVersion: z.number().int(),
  known: z.boolean(),
  changes: z.array(MasterChange),
});

/** The preview of "Update from master"; `data` is JSON text. */
export const MasterUpdateAnswer = z.object({
  '@id': z.string(),
  '@type': z.literal('MasterUpdate'),
  version: z.number().int(),
  baseVersion: z.number().int(),
  masterVersion: z.number().int(),
  data: z.string(),
  kept: z.array(z.string()),
  outdated: z.array(z.string()),
  untranslated: z.array(z.string()),
  removed: z.array(z.string()),
});

// The types the presenters answer with and clients read.
export type SheetStatus = z.infer<typeof SheetStatus>;
export type TranslationProgress = z.infer<typeof TranslationProgress>;
export type RegionalCopy = z.infer<typeof RegionalCopy>;
export type SheetSummary = z.infer<typeof SheetSummary>;
export type SheetCollection = z.infer<typeof SheetCollection>;
export type SheetAnswer = z.infer<typeof SheetAnswer>;
export type RegionalSheetSummary = z.infer<typeof RegionalSheetSummary>;
export type RegionalSheetCollection = z.infer<typeof RegionalSheetCollection>;
export type RegionalSheetAnswer = z.infer<typeof RegionalSheetAnswer>;
export type SheetRevision = z.infer<typeof SheetRevision>;
export type SheetRevisionCollection = z.infer<typeof SheetRevisionCollection>;
export type MasterChangeKind = z.infer<typeof MasterChangeKind>;
export type MasterChange = z.infer<typeof MasterChange>;
export type MasterChangesAnswer = z.infer<typeof MasterChangesAnswer>;
export type MasterUpdateAnswer = z.infer<typeof MasterUpdateAnswer>;
