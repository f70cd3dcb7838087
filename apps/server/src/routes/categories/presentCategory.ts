import type { CategoryRow } from '../../db/schema/index.ts';
import { hydraItem, iri } from '../../http/hydra.ts';
import type { CategoryRelations } from './categoryQueries.ts';

const NONE: CategoryRelations = { children: [], sheets: [] };

function categoryFields(row: CategoryRow, relations: CategoryRelations) {
  return {
    id: row.id,
    name: row.name,
    parent: row.parentId === null ? null : iri('categories', row.parentId),
    children: relations.children.map((id) => iri('categories', id)),
    sheets: relations.sheets.map((id) => iri('sheets', id)),
    version: row.version,
    created: row.created.toISOString(),
    modified: row.modified.toISOString(),
  };
}

/** A category in a list: references as IRIs, the sheets only those the user may read. */
export function presentCategorySummary(row: CategoryRow, relations: CategoryRelations = NONE) {
  return {
    '@id': iri('categories', row.id),
    '@type': 'Category',
    ...categoryFields(row, relations),
  };
}

/** A category on its own, with its JSON-LD context. */
export function presentCategory(row: CategoryRow, relations: CategoryRelations = NONE) {
  return hydraItem('Category', iri('categories', row.id), categoryFields(row, relations));
}
