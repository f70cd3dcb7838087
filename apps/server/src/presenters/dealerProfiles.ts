import type {
  DealerProfileAnswer,
  DealerProfileCollection,
  DealerProfileSummary,
} from '@pms/contracts';
import type { DealerProfileRow } from '../db/schema/index.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

/** A dealer profile as a member of a list. */
export function presentDealerProfileSummary(row: DealerProfileRow): DealerProfileSummary {
  return {
    '@id': iri('dealer_profiles', row.id),
    '@type': 'DealerProfile',
    id: row.id,
    hnr: row.hnr,
    region: row.region,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    openingHours: row.openingHours,
    version: row.version,
    modified: row.modified.toISOString(),
  };
}

/** A dealer profile on its own, with its JSON-LD context. */
export function presentDealerProfile(row: DealerProfileRow): DealerProfileAnswer {
  return hydraItem(
    'DealerProfile',
    iri('dealer_profiles', row.id),
    presentDealerProfileSummary(row),
  );
}

/** A page of dealer profiles; the view links keep the dealer number asked for. */
export function presentDealerProfileList(
  rows: DealerProfileRow[],
  total: number,
  paging: Paging,
  hnr: string | undefined,
): DealerProfileCollection {
  return hydraCollection(
    'dealer_profiles',
    rows.map(presentDealerProfileSummary),
    total,
    paging,
    keptParameters(paging, { hnr }),
  );
}
