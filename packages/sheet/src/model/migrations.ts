import { SheetDataError } from './errors.ts';
import { CURRENT_SCHEMA_VERSION } from './sheet.ts';

/** One step in the history of the sheet data format. */
export interface Migration {
  /** The schemaVersion this step produces; it receives data of `version - 1`. */
  version: number;
  /** Stable, descriptive name, e.g. for logs of migrated documents. */
  name: string;
  /** Rewrites the document; must not mutate its input. */
  up(data: unknown): unknown;
}

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mapArray(value: unknown, fn: (item: unknown) => unknown): unknown {
  return Array.isArray(value) ? value.map(fn) : value;
}

/** Legacy data from the old PHP backend sometimes carried ids as numeric strings. */
function numeric(value: unknown): unknown {
  return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
}

/** Legacy lists kept one HTML string (`<ul><li>a</li>...</ul>` or lines split by `<br>`). */
function legacyListItems(text: string): string[] {
  const items = [...text.matchAll(/<li\b[^>]*>([\s\S]*?)<\/li>/gi)].map((m) => (m[1] ?? '').trim());
  if (items.length > 0) return items;
  return text
    .split(/<br\s*\/?>|\n/i)
    .map((line) => line.replace(/<\/?(?:ul|ol|p)\b[^>]*>/gi, '').trim())
    .filter((line) => line !== '');
}

function migrateConfigV0(type: unknown, raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const config: Json = { ...raw };
  config.dealerEditable ??= false;
  if (isRecord(config.style)) config.style = { position: 'absolute', ...config.style };
  if (type === 'ul' && config.items === undefined && typeof config.text === 'string') {
    config.items = legacyListItems(config.text);
    delete config.text;
  }
  return config;
}

function migrateElementV0(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  const element: Json = { ...raw, id: numeric(raw.id) };
  element.config = migrateConfigV0(element.type, element.config);
  element.variants = mapArray(element.variants ?? [], (entry) =>
    isRecord(entry)
      ? {
          layout: 'locked',
          type: element.type,
          config: {},
          ...entry,
          id: numeric(entry.id),
          variants: mapArray(entry.variants ?? [], numeric),
        }
      : entry,
  );
  return element;
}

function migratePageV0(raw: unknown): unknown {
  if (!isRecord(raw)) return raw;
  return {
    ...raw,
    elements: mapArray(raw.elements ?? [], migrateElementV0),
    variant_groups: mapArray(raw.variant_groups ?? [], (g) =>
      isRecord(g) ? { ...g, id: numeric(g.id) } : g,
    ),
    variants: mapArray(raw.variants ?? [], (v) =>
      isRecord(v) ? { details: '', ...v, id: numeric(v.id), group: numeric(v.group) } : v,
    ),
  };
}

type Sets = readonly (readonly unknown[])[];

/** The sets of `sets` reduced to the groups of `page`; sets of fewer than two are dropped. */
function setsOnPage(sets: Sets, page: unknown): number[][] {
  const groups = isRecord(page) && Array.isArray(page.variant_groups) ? page.variant_groups : [];
  const ids = new Set(groups.map((g) => (isRecord(g) ? g.id : undefined)));
  return sets
    .map((set) => set.filter((id): id is number => typeof id === 'number' && ids.has(id)))
    .filter((set) => set.length > 1);
}

/** Every migration in order; append new steps, never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'explicit-fields',
    // v0 is the legacy format without schemaVersion: it lacked dealerEditable, list items
    // (lists were one HTML string) and the layout/type of element-variant entries.
    up(data) {
      const page = migratePageV0(data);
      if (!isRecord(page)) return page;
      return {
        ...page,
        schemaVersion: 1,
        sticky: page.sticky ?? false,
        additional_pages: mapArray(page.additional_pages ?? [], migratePageV0),
        connected_groups: page.connected_groups ?? [],
      };
    },
  },
  {
    version: 2,
    name: 'connected-groups-per-page',
    // Group ids are numbered per page, but v1 kept one `connected_groups` for the whole sheet,
    // so a set applied to every page that had groups with those ids. Each page now keeps its
    // own sets: an old set goes to every page, reduced to the ids of groups that page has (and
    // kept where at least two remain). That is exactly the behaviour v1 data had, so no
    // existing sheet changes what its selectors do; only new connections stay on their page.
    up(data) {
      if (!isRecord(data)) return data;
      const sets: Sets = Array.isArray(data.connected_groups)
        ? data.connected_groups.filter((set): set is unknown[] => Array.isArray(set))
        : [];
      return {
        ...data,
        schemaVersion: 2,
        connected_groups: setsOnPage(sets, data),
        additional_pages: mapArray(data.additional_pages ?? [], (page) =>
          isRecord(page) ? { ...page, connected_groups: setsOnPage(sets, page) } : page,
        ),
      };
    },
  },
];

/** The schemaVersion of raw data; documents without one are legacy version 0. */
export function detectSchemaVersion(raw: unknown): number {
  if (!isRecord(raw)) {
    throw new SheetDataError([{ path: '', segments: [], message: 'Expected a JSON object' }]);
  }
  const version = raw.schemaVersion ?? 0;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
    throw new SheetDataError([
      {
        path: 'schemaVersion',
        segments: ['schemaVersion'],
        message: `Expected a whole number, received ${JSON.stringify(version)}`,
      },
    ]);
  }
  if (version > CURRENT_SCHEMA_VERSION) {
    throw new SheetDataError([
      {
        path: 'schemaVersion',
        segments: ['schemaVersion'],
        message: `Version ${version} is newer than this engine supports (${CURRENT_SCHEMA_VERSION})`,
      },
    ]);
  }
  return version;
}

/** Brings raw sheet data of any known version to the current schemaVersion (not validated). */
export function migrateSheetData(raw: unknown): unknown {
  const from = detectSchemaVersion(raw);
  let data = raw;
  for (const migration of migrations) {
    if (migration.version > from) data = migration.up(data);
  }
  return data;
}
