import type { UserAnswer, UserCollection, UserSummary } from '@pms/contracts';
import { regionOf } from '../auth/principal.ts';
import type { UserRow } from '../db/schema/index.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

function userFields(row: UserRow) {
  // Field by field on purpose: the password hash is never copied into an answer.
  return {
    id: row.id,
    username: row.username,
    roles: row.roles,
    hnr: row.hnr,
    region: regionOf(row.roles),
    passwordChangeRecommended: row.passwordChangeRecommended,
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

/** A user account in the user management list. */
export function presentUserSummary(row: UserRow): UserSummary {
  return { '@id': iri('users', row.id), '@type': 'User', ...userFields(row) };
}

/** A user account on its own, with its JSON-LD context. */
export function presentUserAccount(row: UserRow): UserAnswer {
  return hydraItem('User', iri('users', row.id), userFields(row));
}

/** A page of accounts; the view links keep the search. */
export function presentUserList(
  rows: UserRow[],
  total: number,
  paging: Paging,
  search: string | undefined,
): UserCollection {
  return hydraCollection(
    'users',
    rows.map(presentUserSummary),
    total,
    paging,
    keptParameters(paging, { search }),
  );
}
