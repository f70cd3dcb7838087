import type { DealerLogoAnswer, DealerLogoCollection, DealerLogoSummary } from '@pms/contracts';
import type { DealerLogoRow } from '../db/schema/index.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';
import { mediaUrl } from '../storage/mediaStorage.ts';

function dealerLogoFields(row: DealerLogoRow) {
  return {
    id: row.id,
    hnr: row.hnr,
    brand: row.brand,
    contentUrl: mediaUrl(row.fileKey),
    mimeType: row.mimeType,
    width: row.width,
    height: row.height,
  };
}

/** A dealer's logo for one brand, in a list. */
export function presentDealerLogoSummary(row: DealerLogoRow): DealerLogoSummary {
  return { '@id': iri('dealer_logos', row.id), '@type': 'DealerLogo', ...dealerLogoFields(row) };
}

/** A dealer's logo on its own, with its JSON-LD context. */
export function presentDealerLogo(row: DealerLogoRow): DealerLogoAnswer {
  return hydraItem('DealerLogo', iri('dealer_logos', row.id), dealerLogoFields(row));
}

/** A page of dealer logos; the view links keep the dealer-number filter. */
export function presentDealerLogoCollection(
  rows: DealerLogoRow[],
  total: number,
  paging: Paging,
  hnr: string | undefined,
): DealerLogoCollection {
  return hydraCollection(
    'dealer_logos',
    rows.map(presentDealerLogoSummary),
    total,
    paging,
    keptParameters(paging, { hnr }),
  );
}
