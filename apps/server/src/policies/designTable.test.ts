import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../auth/principal.ts';
import { repoRoot } from '../config/serverFiles.ts';
import { type Actions, allows, POLICY_ROLES, type ResourcePolicy } from './authorize.ts';
import { batchExportPolicy } from './batchExports.ts';
import { categoryPolicy } from './categories.ts';
import { dealerLogoPolicy } from './dealerLogos.ts';
import { dealerProfilePolicy } from './dealerProfiles.ts';
import { dealerValuePolicy } from './dealerValues.ts';
import { exportPolicy } from './exports.ts';
import { fontPolicy } from './fonts.ts';
import { mediaPolicy } from './media.ts';
import { palettePolicy } from './palettes.ts';
import { printProfilePolicy } from './printProfile.ts';
import { regionalSheetPolicy } from './regionalSheets.ts';
import { sheetPolicy } from './sheets.ts';
import { translationPolicy } from './translations.ts';
import { sessionPolicy, userPolicy } from './users.ts';

/**
 * A hand-kept check of the declared policies against DESIGN.md's "Permissions (enforced by the
 * server)" table. permissions.test.ts reads its expectations from the declarations, so a wrong
 * declaration cannot fail it; this file states the table's cells again, by hand, as conditions
 * on who asks and on what, and evaluates every declared action on sample records against them.
 */

const POLICIES: ResourcePolicy<Actions>[] = [
  batchExportPolicy,
  categoryPolicy,
  dealerLogoPolicy,
  dealerProfilePolicy,
  dealerValuePolicy,
  exportPolicy,
  fontPolicy,
  mediaPolicy,
  palettePolicy,
  printProfilePolicy,
  regionalSheetPolicy,
  sheetPolicy,
  translationPolicy,
  sessionPolicy,
  userPolicy,
];

/** DESIGN.md's table, row by row: the action cell, then admin, region admin, dealer. */
const DESIGN_ROWS: Record<string, readonly [string, string, string]> = {
  'read master sheets': [
    'all',
    'every unlocked master (to make and update copies); navigation still follows SPEC section 4',
    'unlocked masters with an unlocked copy for x',
  ],
  'write, clone, import, delete masters': ['yes', 'no', 'no'],
  'read regional sheet': ['any', 'region x, any status', 'region x, unlocked'],
  'create / update regional sheet, toggle its status': ['any', 'region x', 'no'],
  'delete regional sheet': ['yes', 'no', 'no'],
  'users, categories, fonts, print profile': ['yes', 'no', 'no'],
  'dealer profiles': ['all', 'read region x', 'read and edit their own dealer number'],
  "a dealer's saved values and export history": ['read', 'no', 'their own only'],
  'media upload': ['yes', 'yes', 'no'],
  export: ['yes', 'yes', 'yes, own dealer values only'],
  'batch export for every dealer of a region': ['any region', 'region x', 'no'],
  sessions: ["own; end anyone's", 'own', 'own'],
};

/** Rows of the table no route serves yet: nothing is declared for them, so nothing to check. */
const NOT_SERVED = [
  'set validity dates, require approval',
  'submit a copy for approval / decide it',
  'request an export that needs approval / decide it',
  'notifications',
  'audit log',
  'usage dashboard',
  'SCIM provisioning',
];

/** The rows of DESIGN.md's permission table: action cell and the three role cells. */
function designRows(markdown: string): Map<string, string[]> {
  const section = markdown.split('## Permissions (enforced by the server)')[1] ?? '';
  const table = section.split('\n## ')[0] ?? '';
  const rows = new Map<string, string[]>();
  for (const line of table.split('\n')) {
    if (!line.startsWith('|') || line.startsWith('| action') || line.startsWith('| ---')) continue;
    const [action = '', ...cells] = line
      .slice(1, line.endsWith('|') ? -1 : undefined)
      .split('|')
      .map((cell) => cell.trim());
    rows.set(action, cells);
  }
  return rows;
}

const principal = (id: number, roles: string[], hnr: string | null): Principal => ({
  id,
  username: `user${id}`,
  roles,
  hnr,
  region:
    roles
      .find((role) => role.startsWith('REGION_'))
      ?.slice(7)
      .toLowerCase() ?? null,
  tokenVersion: 0,
});

/** Who asks, per column; each column has users of two regions (and dealer numbers). */
const ASKERS: Record<(typeof POLICY_ROLES)[number], Principal[]> = {
  admin: [principal(1, ['ROLE_ADMIN'], null)],
  regionAdmin: [
    principal(2, ['ROLE_REGIONADMIN', 'REGION_CZ'], null),
    principal(3, ['ROLE_REGIONADMIN', 'REGION_PL'], '52001'),
  ],
  user: [principal(4, ['REGION_CZ'], '41001'), principal(5, ['REGION_PL'], '52001')],
};

/** A cell: always, never, or whether this asker may act on this record. */
// biome-ignore lint/suspicious/noExplicitAny: each entry's records differ; see Entry.
type Cell = boolean | ((who: Principal, record: any) => boolean);

interface Entry {
  /** The DESIGN.md row it follows, or why the table has none. */
  row: string;
  /** The declared actions a request passes, all of them, as `policy.action`. */
  actions: string[];
  /** Records to try; the requests' `record(sample)` per action, or the sample itself. */
  samples: unknown[];
  record?: Record<string, (sample: never) => unknown>;
  cells: { admin: Cell; regionAdmin: Cell; user: Cell };
}

const ALL = { admin: true, regionAdmin: true, user: true };
const ADMINS = { admin: true, regionAdmin: false, user: false };
const ADMINS_AND_REGION_ADMINS = { admin: true, regionAdmin: true, user: false };
const REGIONS = ['cz', 'pl'];
const STATUSES = ['unlocked', 'locked'];
const COPIES = REGIONS.flatMap((region) => STATUSES.map((status) => ({ region, status })));
/** Masters: each status, with no copy, or one of COPIES. */
const MASTERS = STATUSES.flatMap((status) => [
  { status, copies: [] },
  ...COPIES.map((copy) => ({ status, copies: [copy] })),
]);
const OWNED = [1, 2, 3, 4, 5].map((userId) => ({ userId }));
const own = (who: Principal, record: { userId: number }) => record.userId === who.id;
const ownRegion = (who: Principal, record: { region: string }) => who.region === record.region;
const ownNumber = (who: Principal, record: { hnr: string }) => who.hnr === record.hnr;
const PROFILES = [
  { hnr: '41001', region: 'cz' },
  { hnr: '52001', region: 'pl' },
  { hnr: '52002', region: 'pl' },
];
const NO_RECORD = [undefined];

const ENTRIES: Entry[] = [
  {
    row: 'read master sheets',
    actions: ['sheets.read'],
    samples: MASTERS,
    cells: {
      admin: true,
      regionAdmin: (_who, master) => master.status === 'unlocked',
      user: (who, master) =>
        master.status === 'unlocked' &&
        master.copies.some(
          (copy: { region: string; status: string }) =>
            copy.region === who.region && copy.status === 'unlocked',
        ),
    },
  },
  {
    // Reading a copy's master through it: the copy, then the master's release.
    row: 'read master sheets',
    actions: ['regional_sheets.read', 'regional_sheets.followMaster'],
    samples: MASTERS.flatMap((master) => master.copies.map((copy) => ({ master, copy }))),
    record: {
      'regional_sheets.read': (sample: { copy: unknown }) => sample.copy,
      'regional_sheets.followMaster': (sample: { master: unknown }) => sample.master,
    },
    cells: {
      admin: true,
      regionAdmin: (who, { master, copy }) => master.status === 'unlocked' && ownRegion(who, copy),
      user: (who, { master, copy }) =>
        master.status === 'unlocked' && ownRegion(who, copy) && copy.status === 'unlocked',
    },
  },
  {
    row: 'write, clone, import, delete masters',
    actions: ['sheets.create', 'sheets.import', 'sheets.update', 'sheets.history', 'sheets.delete'],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    row: 'read regional sheet',
    actions: ['regional_sheets.read'],
    samples: COPIES,
    cells: {
      admin: true,
      regionAdmin: ownRegion,
      user: (who, copy) => ownRegion(who, copy) && copy.status === 'unlocked',
    },
  },
  {
    row: 'create / update regional sheet, toggle its status',
    actions: ['regional_sheets.write', 'translations.import'],
    samples: COPIES,
    cells: { admin: true, regionAdmin: ownRegion, user: false },
  },
  {
    // A new copy: the region's write and the master's side (region admins copy released masters).
    row: 'create / update regional sheet, toggle its status',
    actions: ['regional_sheets.write', 'sheets.copy'],
    samples: MASTERS.flatMap((master) => REGIONS.map((region) => ({ master, region }))),
    record: {
      'regional_sheets.write': (sample: { region: string }) => ({ region: sample.region }),
      'sheets.copy': (sample: { master: unknown }) => sample.master,
    },
    cells: {
      admin: true,
      regionAdmin: (who, { master, region }) =>
        master.status === 'unlocked' && who.region === region,
      user: false,
    },
  },
  {
    // Whether answers say how a copy stands to its master: those who update copies from it.
    row: 'create / update regional sheet, toggle its status',
    actions: ['regional_sheets.seeFollow'],
    samples: NO_RECORD,
    cells: ADMINS_AND_REGION_ADMINS,
  },
  {
    row: 'delete regional sheet',
    actions: ['regional_sheets.delete'],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    row: 'users, categories, fonts, print profile',
    actions: [
      'users.list',
      'users.read',
      'users.create',
      'users.update',
      'users.delete',
      'categories.create',
      'categories.update',
      'categories.delete',
      'fonts.manage',
      // Brand palettes are brand matter like the fonts: the admins' to keep.
      'palettes.manage',
    ],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    // The table's row is about managing them: everyone reads categories to navigate, the
    // brand fonts to render, and the print profile (configuration no route changes) to print.
    row: 'users, categories, fonts, print profile',
    actions: [
      'categories.list',
      'categories.read',
      'fonts.readChoices',
      'fonts.readFiles',
      'palettes.read',
      'print_profile.read',
    ],
    samples: NO_RECORD,
    cells: ALL,
  },
  {
    row: 'dealer profiles',
    actions: ['dealer_profiles.read'],
    samples: PROFILES,
    cells: { admin: true, regionAdmin: ownRegion, user: ownNumber },
  },
  {
    row: 'dealer profiles',
    actions: ['dealer_profiles.update'],
    samples: PROFILES,
    cells: { admin: true, regionAdmin: false, user: ownNumber },
  },
  {
    row: 'dealer profiles',
    actions: ['dealer_profiles.create', 'dealer_profiles.delete'],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    // A region admin reads no dealer's values or history; their own are no dealer's.
    row: "a dealer's saved values and export history",
    actions: ['dealer_values.read', 'exports.readHistory'],
    samples: OWNED,
    cells: { admin: true, regionAdmin: own, user: own },
  },
  {
    // Asking for and saving one's own values, listing one's own history: whose is `read`'s.
    row: "a dealer's saved values and export history",
    actions: ['dealer_values.ask', 'dealer_values.save', 'exports.listHistory'],
    samples: NO_RECORD,
    cells: ALL,
  },
  {
    row: 'media upload',
    actions: ['media_objects.keep'],
    samples: NO_RECORD,
    cells: ADMINS_AND_REGION_ADMINS,
  },
  {
    // Beyond the table (mediaPolicy.test.ts): region admins change only their own uploads.
    row: 'media upload',
    actions: ['media_objects.change'],
    samples: [1, 2, 3, 4, null].map((uploadedBy) => ({ uploadedBy })),
    cells: {
      admin: true,
      regionAdmin: (who, image) => image.uploadedBy === who.id,
      user: false,
    },
  },
  {
    row: 'export',
    actions: ['exports.create', 'exports.thumbnail'],
    samples: NO_RECORD,
    cells: ALL,
  },
  {
    row: 'batch export for every dealer of a region',
    actions: ['batch_exports.create'],
    samples: REGIONS.map((region) => ({ region })),
    cells: { admin: true, regionAdmin: ownRegion, user: false },
  },
  {
    // Seeing batches: everyone their own (a dealer has none), admins every user's.
    row: 'batch export for every dealer of a region',
    actions: ['batch_exports.read'],
    samples: OWNED,
    cells: { admin: true, regionAdmin: own, user: own },
  },
  {
    row: 'batch export for every dealer of a region',
    actions: ['batch_exports.listAll'],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    row: 'sessions',
    actions: ['session.readSelf', 'session.changePassword'],
    samples: NO_RECORD,
    cells: ALL,
  },
  {
    // Not in the table: SPEC's translation round trip is for those who keep copies.
    row: 'none: translation files are exported by those who translate copies',
    actions: ['translations.export'],
    samples: NO_RECORD,
    cells: ADMINS_AND_REGION_ADMINS,
  },
  {
    // Not in the table: a dealer prints with their own dealer number's logo only.
    row: 'none: dealer logos are kept by admins and used by their own dealer',
    actions: ['dealer_logos.read'],
    samples: [{ hnr: '41001' }, { hnr: '52001' }],
    cells: { admin: true, regionAdmin: ownNumber, user: ownNumber },
  },
  {
    row: 'none: dealer logos are kept by admins and used by their own dealer',
    actions: ['dealer_logos.create', 'dealer_logos.delete'],
    samples: NO_RECORD,
    cells: ADMINS,
  },
  {
    // Lists are open to everyone logged in and filtered to what each may read (visible*).
    row: 'none: lists are filtered by the read rules',
    actions: [
      'sheets.list',
      'regional_sheets.list',
      'dealer_profiles.list',
      'dealer_logos.list',
      'media_objects.list',
      'media_objects.read',
      'batch_exports.list',
    ],
    samples: NO_RECORD,
    cells: ALL,
  },
];

const policyOf = (name: string) => {
  const found = POLICIES.find((policy) => policy.resource === name);
  if (!found) throw new Error(`no policy ${name}`);
  return found;
};

/** Whether every action of the entry allows this asker on this sample. */
function declaredAllows(entry: Entry, who: Principal, sample: unknown): boolean {
  return entry.actions.every((key) => {
    const [resource = '', action = ''] = key.split('.');
    const record = entry.record?.[key] ? entry.record[key](sample as never) : sample;
    return allows(who, action, policyOf(resource), record as never);
  });
}

/** Every mismatch between the declarations and the hand-kept cells, described. */
function mismatches(entries: Entry[]): string[] {
  const wrong: string[] = [];
  for (const entry of entries) {
    for (const role of POLICY_ROLES) {
      const cell = entry.cells[role];
      for (const who of ASKERS[role]) {
        for (const sample of entry.samples) {
          const expected = typeof cell === 'boolean' ? cell : cell(who, sample);
          if (declaredAllows(entry, who, sample) !== expected) {
            wrong.push(
              `${entry.actions.join(' + ')} ${expected ? 'refuses' : 'allows'} ${who.roles.join(',')} ` +
                `on ${JSON.stringify(sample)} (DESIGN.md: ${entry.row})`,
            );
          }
        }
      }
    }
  }
  return wrong;
}

describe("the declared policies against DESIGN.md's permission table", () => {
  it('keeps the rows above as DESIGN.md has them, and names every row', () => {
    const rows = designRows(readFileSync(join(repoRoot, '..', 'shared', 'DESIGN.md'), 'utf8'));
    expect(rows.size).toBeGreaterThan(10);
    for (const [action, cells] of Object.entries(DESIGN_ROWS)) {
      expect(rows.get(action), action).toEqual([...cells]);
    }
    // A new row of the table must be checked here, or said to be served by no route yet.
    expect([...rows.keys()].sort()).toEqual([...Object.keys(DESIGN_ROWS), ...NOT_SERVED].sort());
  });

  it('checks every declared action, and follows only rows of the table', () => {
    const checked = new Set(ENTRIES.flatMap((entry) => entry.actions));
    const declared = POLICIES.flatMap((policy) =>
      Object.keys(policy.actions).map((action) => `${policy.resource}.${action}`),
    );
    expect(declared.filter((key) => !checked.has(key))).toEqual([]);
    expect([...checked].filter((key) => !declared.includes(key))).toEqual([]);
    for (const entry of ENTRIES) {
      if (!entry.row.startsWith('none: ')) expect(Object.keys(DESIGN_ROWS)).toContain(entry.row);
    }
  });

  it('allows exactly the roles the table gives, on every sample record', () => {
    expect(mismatches(ENTRIES)).toEqual([]);
  });

  it('names a declaration that grants a role the table does not', () => {
    // The check itself: a made-up cell that refuses dealers what the declaration allows them.
    const stricter = ENTRIES.filter((entry) => entry.actions.includes('exports.create')).map(
      (entry) => ({ ...entry, cells: { ...entry.cells, user: false } }),
    );
    expect(mismatches(stricter)).toEqual([
      expect.stringContaining('exports.create + exports.thumbnail allows REGION_CZ'),
      expect.stringContaining('exports.create + exports.thumbnail allows REGION_PL'),
    ]);
  });
});
