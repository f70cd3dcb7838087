import type { CategoryAnswer, CategoryCollection, CategorySummary } from '@pms/contracts';
import type { CategoryRelations } from '../categories/categoryQueries.ts';
import type { CategoryRow } from '../db/schema/index.ts';
import { hydraCollection, hydraItem, iri } from '../http/hydra.ts';
import { keptParameters, type Paging } from '../http/paging.ts';

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
export function presentCategorySummary(
  row: CategoryRow,
  relations: CategoryRelations = NONE,
): CategorySummary {
  return {
    '@id': iri('categories', row.id),
    '@type': 'Category',
    ...categoryFields(row, relations),
  };
}

/** A category on its own, with its JSON-LD context. */
export function presentCategory(
  row: CategoryRow,
  relations: CategoryRelations = NONE,
): CategoryAnswer {
  return hydraItem('Category', iri('categories', row.id), categoryFields(row, relations));
}

/** A page of the category list, each with its subcategories and readable sheets. */
export function presentCategoryCollection(
  rows: CategoryRow[],
  relations: Map<number, CategoryRelations>,
  total: number,
  paging: Paging,
): CategoryCollection {
  return hydraCollection(
    'categories',
    rows.map((row) => presentCategorySummary(row, relations.get(row.id))),
    total,
    paging,
    keptParameters(paging),
  );
}
