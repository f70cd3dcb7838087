import type { SheetRow } from '../../db/schema/index.ts';
import { iri } from '../../http/hydra.ts';

type SheetSummaryRow = Pick<
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
>;

/** A master sheet in a list: everything the overview needs to navigate, without `data`. */
export function presentSheetSummary(row: SheetSummaryRow) {
  return {
    '@id': iri('sheets', row.id),
    '@type': 'Sheet',
    id: row.id,
    name: row.name,
    details: row.details,
    status: row.status,
    sticky: row.sticky,
    category: iri('categories', row.categoryId),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}
