import { describe, expect, it } from 'vitest';
import type { Category } from '../../api/categories';
import type { User } from '../../auth/session';
import { categoryTree, isSheetVisible, visibleCategories } from './navigation';

function category(id: number, name: string, parent: number | null, children: number[] = []) {
  return {
    '@id': `/api/categories/${id}`,
    id,
    name,
    parent: parent === null ? null : `/api/categories/${parent}`,
    children: children.map((child) => `/api/categories/${child}`),
    sheets: [],
  } satisfies Category;
}

const categories = [
  category(1, 'BMW', null, [2, 3]),
  category(2, 'BMW 3 Series', 1),
  category(3, 'BMW X5', 1),
  category(4, 'Seasons', null, [5]),
  category(5, 'Winter', 4),
  category(6, 'Other', null),
];

function sheet(categoryId: number, status: string, copies: [string, string][]) {
  return {
    status,
    category: `/api/categories/${categoryId}`,
    regionalSheets: copies.map(([region, copyStatus], index) => ({
      '@id': `/api/regional_sheets/${index}`,
      id: index,
      region,
      status: copyStatus,
    })),
  };
}

const sheets = [
  sheet(2, 'unlocked', [['cz', 'unlocked']]),
  sheet(3, 'unlocked', [['cz', 'locked']]),
  sheet(5, 'locked', [['cz', 'unlocked']]),
  sheet(6, 'unlocked', [['pl', 'unlocked']]),
];

const user = (roles: string[]): User => ({ username: 'u', roles });
const names = (list: Category[]) => list.map((c) => c.name);

describe('navigation visibility', () => {
  it('shows an admin every category', () => {
    expect(names(visibleCategories(categories, [], user(['ROLE_ADMIN'])))).toHaveLength(6);
  });

  it('shows a dealer categories with an unlocked sheet with an unlocked copy of the region', () => {
    expect(names(visibleCategories(categories, sheets, user(['REGION_CZ'])))).toEqual([
      'BMW',
      'BMW 3 Series',
    ]);
    expect(names(visibleCategories(categories, sheets, user(['REGION_PL'])))).toEqual(['Other']);
  });

  it('shows a region admin locked copies too, but never locked masters', () => {
    const regionAdmin = user(['ROLE_REGIONADMIN', 'REGION_CZ']);
    expect(names(visibleCategories(categories, sheets, regionAdmin))).toEqual([
      'BMW',
      'BMW 3 Series',
      'BMW X5',
    ]);
    expect(isSheetVisible(sheets[2] as (typeof sheets)[number], regionAdmin)).toBe(false);
  });

  it('shows nobody without a region anything', () => {
    expect(visibleCategories(categories, sheets, user([]))).toEqual([]);
  });
});

describe('navigation tree', () => {
  it('nests children under top-level categories, sorted by translated name', () => {
    const german: Record<string, string> = { Seasons: 'Jahreszeiten', Other: 'Sonstiges' };
    const tree = categoryTree(categories, (name) => german[name] ?? name, 'de');
    expect(tree.map((node) => node.label)).toEqual(['BMW', 'Jahreszeiten', 'Sonstiges']);
    expect(tree[0]?.children.map((node) => node.label)).toEqual(['BMW 3 Series', 'BMW X5']);
  });

  it('lifts a child whose parent is hidden to the top', () => {
    const tree = categoryTree([category(2, 'BMW 3 Series', 1)], (name) => name);
    expect(tree.map((node) => node.label)).toEqual(['BMW 3 Series']);
  });
});
