import { describe, expect, it } from 'vitest';
import { deepFreeze, rawText, sheetWithVariants } from '../testing/factories.ts';
import { addPage } from './operations.ts';
import { getPage } from './pages.ts';
import { parseSheetData } from './parse.ts';
import {
  addVariant,
  addVariantGroup,
  deleteVariant,
  deleteVariantGroup,
  moveVariant,
  moveVariantGroup,
  renameVariantGroup,
  setElementVariantConfig,
  setGroupsConnected,
  updateVariant,
} from './variantOperations.ts';

const entry = (id: number, variants: number[], config: Record<string, unknown>) => ({
  id,
  variants,
  config,
  layout: 'locked',
  type: 'p',
});

const sheet = () =>
  deepFreeze(
    sheetWithVariants({
      elements: [
        rawText(1, 'Headline', {
          variants: [
            entry(1, [2], { text: '18' }),
            entry(2, [2, 5], { text: '18 black' }),
            entry(3, [4], { text: 'silver' }),
          ],
        }),
      ],
      connected_groups: [[1, 2]],
    }),
  );

describe('variant groups', () => {
  it('adds with id max + 1 and renames', () => {
    const data = renameVariantGroup(addVariantGroup(sheet(), 0, 'Colour'), 0, 3, 'Paint');
    expect(data.variant_groups).toEqual([
      { id: 1, name: 'Tyre size' },
      { id: 2, name: 'Rim' },
      { id: 3, name: 'Paint' },
    ]);
    expect(() => renameVariantGroup(sheet(), 0, 9, 'x')).toThrow(
      'Variant group 9 does not exist on this page',
    );
  });

  it('deletes a group with its variants, their element entries and connections', () => {
    const data = deleteVariantGroup(sheet(), 0, 2);
    expect(data.variant_groups).toEqual([{ id: 1, name: 'Tyre size' }]);
    expect(data.variants.map((v) => v.id)).toEqual([1, 2, 3]);
    expect(data.elements[0]?.variants.map((e) => e.id)).toEqual([1]);
    expect(data.connected_groups).toEqual([]);
  });

  it('leaves the connections of another page with the same group ids alone', () => {
    const withPage = addVariantGroup(addVariantGroup(addPage(sheet()), 1, 'A'), 1, 'B');
    const connected = setGroupsConnected(withPage, 1, 1, 2, true);
    expect(deleteVariantGroup(connected, 0, 2).additional_pages[0]?.connected_groups).toEqual([
      [1, 2],
    ]);
  });
});

describe('variants', () => {
  it('adds with id max + 1 into an existing group', () => {
    const data = addVariant(sheet(), 0, { name: '20 inch', group: 1 });
    expect(data.variants.at(-1)).toEqual({ id: 6, name: '20 inch', details: '', group: 1 });
    expect(() => addVariant(sheet(), 0, { name: 'x', group: 8 })).toThrow(
      'Variant group 8 does not exist on this page',
    );
  });

  it('updates name, details and group', () => {
    const data = updateVariant(sheet(), 0, 4, { name: 'Chrome', details: 'new', group: 1 });
    expect(data.variants[3]).toEqual({ id: 4, name: 'Chrome', details: 'new', group: 1 });
  });

  it('deletes a variant and every element entry that uses it', () => {
    const data = deleteVariant(sheet(), 0, 2);
    expect(data.variants.map((v) => v.id)).toEqual([1, 3, 4, 5]);
    expect(data.elements[0]?.variants).toEqual([entry(3, [4], { text: 'silver' })]);
    expect(parseSheetData(data).elements[0]?.variants).toHaveLength(1);
  });
});

describe('setElementVariantConfig', () => {
  it('merges into the entry for exactly that combination, in any order', () => {
    const data = setElementVariantConfig(sheet(), 0, 1, [5, 2], { style: { top: 1 } });
    expect(data.elements[0]?.variants[1]).toEqual(
      entry(2, [2, 5], { text: '18 black', style: { top: 1 } }),
    );
    expect(data.elements[0]?.variants).toHaveLength(3);
  });

  it('creates a new entry for a new combination', () => {
    const data = setElementVariantConfig(sheet(), 0, 1, [3, 4], { text: '19 silver' });
    expect(data.elements[0]?.variants.at(-1)).toEqual(entry(4, [3, 4], { text: '19 silver' }));
  });

  it('refuses unknown variants, an empty combination and invalid config', () => {
    expect(() => setElementVariantConfig(sheet(), 0, 1, [9], {})).toThrow(
      'Variant 9 does not exist on this page',
    );
    expect(() => setElementVariantConfig(sheet(), 0, 1, [], {})).toThrow(
      'A variant entry needs at least one variant',
    );
    expect(() =>
      setElementVariantConfig(sheet(), 0, 1, [1], { style: { textAlign: 'middle' as 'left' } }),
    ).toThrow('config.style.textAlign: Expected one of "left", "center", "right"');
  });
});

describe('ordering', () => {
  it('moves a variant within its group, other groups keeping their slots', () => {
    const data = addVariant(sheet(), 0, { name: '20 inch', group: 1 });
    const moved = moveVariant(data, 0, 6, 0);
    // Group 1 held slots 0, 1, 2 and 5 of the page list; it still does.
    expect(moved.variants.map((v) => v.id)).toEqual([6, 1, 2, 4, 5, 3]);
    expect(moveVariant(sheet(), 0, 1, 99).variants.map((v) => v.id)).toEqual([2, 3, 1, 4, 5]);
    expect(moveVariant(sheet(), 0, 5, 0).variants.map((v) => v.id)).toEqual([1, 2, 3, 5, 4]);
    expect(() => moveVariant(sheet(), 0, 9, 0)).toThrow('Variant 9 does not exist on this page');
  });

  it('moves a group', () => {
    expect(moveVariantGroup(sheet(), 0, 2, 0).variant_groups.map((g) => g.id)).toEqual([2, 1]);
    expect(() => moveVariantGroup(sheet(), 0, 7, 0)).toThrow(
      'Variant group 7 does not exist on this page',
    );
  });
});

describe('setGroupsConnected', () => {
  /** The sheet with groups 3 to 6 added to page 0, group 1 and 2 connected. */
  const sixGroups = () =>
    ['C', 'D', 'E', 'F'].reduce((data, name) => addVariantGroup(data, 0, name), sheet());

  it('merges the sets of two groups and takes one group out again', () => {
    const three = setGroupsConnected(sixGroups(), 0, 3, 2, true);
    expect(three.connected_groups).toEqual([[1, 2, 3]]);
    const apart = setGroupsConnected(three, 0, 1, 3, false);
    expect(apart.connected_groups).toEqual([[2, 3]]);
    expect(setGroupsConnected(apart, 0, 2, 3, false).connected_groups).toEqual([]);
    const separate = setGroupsConnected(
      setGroupsConnected(sixGroups(), 0, 4, 5, true),
      0,
      3,
      6,
      true,
    );
    expect(separate.connected_groups).toEqual([
      [1, 2],
      [4, 5],
      [3, 6],
    ]);
    expect(setGroupsConnected(separate, 0, 2, 5, true).connected_groups).toEqual([
      [3, 6],
      [1, 2, 4, 5],
    ]);
    expect(() => setGroupsConnected(sheet(), 0, 1, 1, true)).toThrow('cannot connect to itself');
    expect(() => setGroupsConnected(sheet(), 0, 1, 7, true)).toThrow(
      'Variant group 7 does not exist on this page',
    );
  });

  it('connects groups on their page only, though other pages use the same ids', () => {
    const twoPages = addVariantGroup(addVariantGroup(addPage(sheet()), 1, 'A'), 1, 'B');
    const disconnected = setGroupsConnected(twoPages, 0, 1, 2, false);
    const page1 = setGroupsConnected(disconnected, 1, 1, 2, true);
    expect(page1.connected_groups).toEqual([]);
    expect(page1.additional_pages[0]?.connected_groups).toEqual([[1, 2]]);
    expect(getPage(page1, 1).connected_groups).toEqual([[1, 2]]);
    expect(getPage(page1, 0).connected_groups).toEqual([]);
  });
});
