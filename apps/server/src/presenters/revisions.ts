import type { SheetRevisionCollection } from '@pms/contracts';
import { iri } from '../http/hydra.ts';
import type { RevisionOwner, RevisionSummary } from '../sheets/revisions.ts';

/** A sheet's history as a Hydra collection of SheetRevision, every save in one page. */
export function presentRevisions(
  owner: RevisionOwner,
  id: number,
  rows: RevisionSummary[],
): SheetRevisionCollection {
  return {
    '@context': '/api/contexts/SheetRevision',
    '@id': `${iri(owner, id)}/revisions`,
    '@type': 'hydra:Collection',
    'hydra:member': rows.map((row) => ({
      '@id': `${iri(owner, id)}/revisions/${row.version}`,
      '@type': 'SheetRevision',
      version: row.version,
      name: row.name,
      status: row.status,
      createdBy: row.createdBy,
      created: row.created.toISOString(),
    })),
    'hydra:totalItems': rows.length,
  };
}
