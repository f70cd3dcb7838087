import { expect } from 'vitest';
import { NOT_LOGGED_IN } from '../../auth/authenticate.ts';
import { type Principal, regionOf } from '../../auth/principal.ts';
import {
  type Actions,
  decide,
  type RecordOf,
  type Refusal,
  type ResourcePolicy,
} from '../../policies/authorize.ts';
import { type CopyRecord, regionalSheetPolicy } from '../../policies/regionalSheets.ts';
import type { MasterRecord } from '../../policies/sheets.ts';
import type { DemoApp } from '../demoApp.ts';

/** Who asks, in the order every row lists its expected statuses. */
export const ROLES = ['anonymous', 'dealer.cz', 'dealer.pl', 'regionadmin.cz', 'admin'] as const;
export type LoggedIn = Exclude<(typeof ROLES)[number], 'anonymous'>;

/** One declared rule a request passes, its record as the fixture stands (or per asker). */
export type Check = (principal: Principal) => Refusal | null;

/** The check of `action` in `policy` on `record` (or on the record this asker would touch). */
export function rule<T extends Actions, A extends keyof T & string>(
  policy: ResourcePolicy<T>,
  action: A,
  record?: RecordOf<T[A]> | ((principal: Principal) => RecordOf<T[A]>),
): Check {
  return (principal) =>
    decide(
      principal,
      action,
      policy,
      typeof record === 'function'
        ? (record as (p: Principal) => RecordOf<T[A]>)(principal)
        : record,
    );
}

export interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: () => string;
  /** Built right before each request, e.g. to send the current version. */
  body?: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Open to everyone, logged in or not: no policy applies. */
  public?: true;
  /** The declared rules the request passes, in the order the server applies them. */
  checks?: () => Promise<Check[]>;
  /** The status of an allowed request (200 unless said), or per role where it differs. */
  ok?: number | Partial<Record<LoggedIn, number>>;
}

export const SHEET_DATA = JSON.stringify({
  schemaVersion: 1,
  ci: 'bmw',
  sticky: false,
  elements: [],
  variants: [],
  variant_groups: [],
  additional_pages: [],
  connected_groups: [],
});

/** One answer: its status and, for a refusal, the words it says. */
export interface Answer {
  status: number;
  message?: string;
}

/**
 * The demo as permissions.test.ts finds it: the ids of the records its rows ask about, the
 * demo's users as the policies see them, and the records the rules decide on, read as they
 * stand right before each row. Rows are built before the demo starts, so they read it lazily.
 */
export class PermissionFixture {
  demo!: DemoApp;
  readonly ids: Record<string, number | string> = {};
  /** The demo's users as the policies see them, by username. */
  readonly principals = {} as Record<LoggedIn, Principal>;
  userIds = new Map<string, number>();

  adminGet = async (url: string) =>
    (await this.demo.app.inject({ url, headers: await this.demo.login('admin') })).json();
  idOf = (value: number | string | undefined) => String(value ?? 0);
  versionOf = async (url: string) => ({ version: (await this.adminGet(url)).version });

  // The fixture records the rules decide on, read as they stand right before each row.
  copy = async (id: number | string | undefined): Promise<CopyRecord> => {
    const row = await this.adminGet(`/api/regional_sheets/${this.idOf(id)}`);
    return { region: row.region, status: row.status };
  };
  master = async (id: number | string | undefined): Promise<MasterRecord> => {
    const row = await this.adminGet(`/api/sheets/${this.idOf(id)}`);
    return { status: row.status, copies: row.regionalSheets as CopyRecord[] };
  };
  masterOf = async (copyId: number | string | undefined) => {
    const row = await this.adminGet(`/api/regional_sheets/${this.idOf(copyId)}`);
    return this.master(String(row.master).split('/').pop());
  };
  profile = async (id: number | string | undefined) => {
    const row = await this.adminGet(`/api/dealer_profiles/${this.idOf(id)}`);
    return { hnr: row.hnr as string, region: row.region as string };
  };
  logo = async (id: number | string | undefined) => {
    const row = await this.adminGet(`/api/dealer_logos/${this.idOf(id)}`);
    return { hnr: row.hnr as string };
  };
  image = async (id: number | string | undefined) => {
    const row = await this.adminGet(`/api/media_objects/${this.idOf(id)}`);
    return {
      uploadedBy: row.uploadedBy === null ? null : (this.userIds.get(row.uploadedBy) ?? null),
    };
  };
  /** What following a copy's master passes: reading the copy, changing it, reading its master. */
  followingMaster = async (copyId: number | string | undefined) => [
    rule(regionalSheetPolicy, 'read', await this.copy(copyId)),
    rule(regionalSheetPolicy, 'write', await this.copy(copyId)),
    rule(regionalSheetPolicy, 'followMaster', await this.masterOf(copyId)),
  ];

  /** Finds the fixture's records in the demo and makes those the rows change. */
  async setUp(demo: DemoApp) {
    this.demo = demo;
    const { ids, principals } = this;
    const admin = await demo.login('admin');
    const adminGet = this.adminGet;
    const sheets = (await adminGet('/api/sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      name: string;
    }[];
    const sheetId = (title: string) => sheets.find((sheet) => sheet.name === title)?.id ?? 0;
    ids.reference = sheetId('Reference offer sheet');
    ids.leasing = sheetId('BMW 5 Series – business leasing');
    ids.lockedMaster = sheetId('BMW X1 – run-flat tyres explained');
    const copies = (await adminGet('/api/regional_sheets?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      master: string;
      region: string;
      status: string;
    }[];
    const copy = (master: number | string, region: string) =>
      copies.find((c) => c.master === `/api/sheets/${master}` && c.region === region)?.id ?? 0;
    ids.referenceCz = copy(ids.reference, 'cz');
    ids.referencePl = copy(ids.reference, 'pl');
    ids.lockedMasterCz = copy(ids.lockedMaster, 'cz');
    ids.lockedCz = copies.find((c) => c.region === 'cz' && c.status === 'locked')?.id ?? 0;
    ids.doomedCopy = copy(ids.reference, 'at');
    const logos = (await adminGet('/api/dealer_logos?hnr=52001'))['hydra:member'] as {
      id: number;
    }[];
    ids.plLogo = logos[0]?.id ?? 0;
    const referenceData = (await adminGet(`/api/sheets/${ids.reference}`)).data as string;
    const media = (await adminGet('/api/media_objects?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      contentUrl: string;
    }[];
    ids.usedImage = media.find((image) => referenceData.includes(image.contentUrl))?.id ?? 0;

    const create = async (url: string, payload: Record<string, unknown>) => {
      const response = await demo.app.inject({ method: 'POST', url, headers: admin, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id as number;
    };
    ids.sheet = await create('/api/sheets', { name: 'Matrix', category: 1, data: SHEET_DATA });
    ids.category = await create('/api/categories', { name: 'Matrix category' });
    const users = (await adminGet('/api/users?itemsPerPage=100'))['hydra:member'] as {
      id: number;
      username: string;
      roles: string[];
      hnr: string | null;
    }[];
    this.userIds = new Map(users.map((user) => [user.username, user.id]));
    for (const role of ROLES) {
      const user = users.find((candidate) => candidate.username === role);
      if (!user) continue;
      const { id, username, roles, hnr } = user;
      principals[role as LoggedIn] = {
        id,
        username,
        roles,
        hnr,
        region: regionOf(roles),
        tokenVersion: 0,
      };
    }
    ids.dealerCz = users.find((user) => user.username === 'dealer.cz')?.id ?? 0;
    const profiles = (await adminGet('/api/dealer_profiles'))['hydra:member'] as {
      id: number;
      hnr: string;
    }[];
    ids.profileCz = profiles.find((profile) => profile.hnr === '41001')?.id ?? 0;
    ids.user = await create('/api/users', {
      username: 'matrix.user',
      password: 'secret',
      roles: ['REGION_HU'],
    });
  }

  /** Each role's answer as the declared policies say: 401, the first refusal's status, or ok. */
  declared = async (row: Row): Promise<Answer[]> => {
    const checks = row.public ? [] : await (row.checks?.() ?? Promise.resolve([]));
    return ROLES.map((role) => {
      const ok =
        typeof row.ok === 'object'
          ? role === 'anonymous'
            ? 200
            : (row.ok[role] ?? 200)
          : (row.ok ?? 200);
      if (row.public) return { status: ok };
      if (role === 'anonymous') return { status: 401, message: NOT_LOGGED_IN };
      const principal = this.principals[role];
      for (const check of checks) {
        const refusal = check(principal);
        if (refusal) return refusal;
      }
      return { status: ok };
    });
  };

  /** Each role's actual answer to the row's request, in ROLES' order. */
  answers = async (row: Row, expected: Answer[]): Promise<Answer[]> => {
    const demo = this.demo;
    const answers: Answer[] = [];
    for (const [index, role] of ROLES.entries()) {
      const headers = role === 'anonymous' ? {} : await demo.login(role);
      const response = await demo.app.inject({
        method: row.method,
        url: row.url(),
        headers,
        ...(row.body ? { payload: await row.body() } : {}),
      });
      // A refusal says the declared words too; an allowed request is compared by status.
      const message = expected[index]?.message === undefined ? undefined : response.json().detail;
      answers.push({ status: response.statusCode, ...(message === undefined ? {} : { message }) });
    }
    return answers;
  };
}
