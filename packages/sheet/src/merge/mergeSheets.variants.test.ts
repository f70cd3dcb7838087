import { describe, expect, it } from 'vitest';
import {
  addVariant,
  addVariantGroup,
  deleteVariant,
  deleteVariantGroup,
  moveVariant,
  setElementVariantConfig,
  setGroupsConnected,
  updateVariant,
} from '../model/operations.ts';
import { getPage } from '../model/pages.ts';
import type { SheetData } from '../model/sheet.ts';
import { resolveConflict } from './mergeSheets.ts';
import { conflictAt, element, loaded, merge } from './mergeTesting.ts';

const base = loaded();

/** Overrides the Price's text for the combination `variants`. */
function priced(data: SheetData, variants: number[], text: string): SheetData {
  return setElementVariantConfig(data, 0, 2, variants, { text });
}

describe('mergeSheets: variants and per-combination overrides', () => {
  it('combines overrides for different combinations', () => {
    const mine = priced(base, [1], '449 €');
    const theirs = priced(base, [2, 5], '549 €');
    const result = merge(base, mine, theirs);
    // Theirs' entry comes first, as in theirs; its id, taken by mine's, is the next free one.
    expect(result.data).toEqual({
      ...mine,
      elements: [
        element(mine, 1),
        {
          ...element(mine, 2),
          variants: [{ ...element(theirs, 2).variants[0], id: 2 }, ...element(mine, 2).variants],
        },
        element(mine, 3),
      ],
    });
    expect(element(result.data, 2).variants.map((e) => [e.id, e.variants])).toEqual([
      [2, [2, 5]],
      [1, [1]],
    ]);
    expect(result.changes).toEqual([
      { kind: 'variants', element: 'Price', page: 0, path: 'variants[2,5]' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it("combines different properties of one combination's override", () => {
    const start = priced(base, [1], '449 €');
    const mine = setElementVariantConfig(start, 0, 2, [1], { style: { color: '#ff0000' } });
    const theirs = priced(start, [1], '429 €');
    const result = merge(start, mine, theirs);
    expect(result.data).toEqual(priced(mine, [1], '429 €'));
    expect(result.changes).toEqual([
      { kind: 'variants', element: 'Price', page: 0, path: 'variants[1].config.text' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it("asks when both changed the same property of one combination's override", () => {
    const start = priced(base, [1, 4], '449 €');
    const mine = priced(start, [1, 4], '439 €');
    const theirs = priced(start, [4, 1], '429 €');
    const result = merge(start, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/2/variants[1,4].config.text',
        page: 0,
        elementId: 2,
        element: 'Price',
        path: 'variants[1,4].config.text',
        base: '449 €',
        mine: '439 €',
        theirs: '429 €',
        chosen: 'mine',
      },
    ]);
    expect(result.changes).toEqual([]);
    expect(resolveConflict(result, conflictAt(result), 'theirs').data).toEqual(theirs);
  });

  it('keeps variants both added to a group; mine gets a fresh id, its overrides follow', () => {
    const mine = priced(addVariant(base, 0, { name: '20 inch', group: 1 }), [6], '699 €');
    const theirs = addVariant(base, 0, { name: '16 inch', group: 1 });
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual({
      ...mine,
      variants: [...theirs.variants, { id: 7, name: '20 inch', details: '', group: 1 }],
      elements: [
        element(mine, 1),
        { ...element(mine, 2), variants: [{ ...element(mine, 2).variants[0], variants: [7] }] },
        element(mine, 3),
      ],
    });
    expect(result.data.variants.slice(5)).toEqual([
      { id: 6, name: '16 inch', details: '', group: 1 },
      { id: 7, name: '20 inch', details: '', group: 1 },
    ]);
    expect(element(result.data, 2).variants.map((e) => e.variants)).toEqual([[7]]);
    expect(result.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'variants[6]' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it('merges a variant field by field, and asks when both renamed it differently', () => {
    const mine = updateVariant(base, 0, 2, { details: 'Winter only' });
    const theirs = updateVariant(base, 0, 2, { name: '18 inch sport' });
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(updateVariant(mine, 0, 2, { name: '18 inch sport' }));
    expect(result.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'variants[2].name' },
    ]);
    const clash = merge(base, updateVariant(base, 0, 2, { name: '18"' }), theirs);
    expect(result.conflicts).toEqual([]);
    expect(clash.data).toEqual(updateVariant(base, 0, 2, { name: '18"' }));
    expect(clash.changes).toEqual([]);
    expect(clash.conflicts).toEqual([
      {
        key: 'b0/-/variants[2].name',
        page: 0,
        elementId: null,
        element: '',
        path: 'variants[2].name',
        base: '18 inch',
        mine: '18"',
        theirs: '18 inch sport',
        chosen: 'mine',
      },
    ]);
  });

  it('deletes a variant with its overrides when the other side did not touch them', () => {
    const start = priced(base, [3], '599 €');
    const mine = priced(start, [1], '449 €');
    const theirs = deleteVariant(start, 0, 3);
    const result = merge(start, mine, theirs);
    expect(result.data).toEqual(deleteVariant(mine, 0, 3));
    expect(result.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'variants[3]' },
      { kind: 'variants', element: 'Price', page: 0, path: 'variants[3]' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it('asks before deleting a variant the other side gave a new override', () => {
    const mine = priced(base, [3], '599 €');
    const theirs = deleteVariant(base, 0, 3);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(mine);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/-/variants[3].deleted',
        page: 0,
        elementId: null,
        element: '',
        path: 'variants[3].deleted',
        base: getPage(base, 0).variants[2],
        mine: getPage(base, 0).variants[2],
        theirs: null,
        chosen: 'mine',
      },
    ]);
    expect(result.changes).toEqual([]);
    // Theirs' deletion chosen: the override of the variant goes with it.
    expect(resolveConflict(result, conflictAt(result), 'theirs').data).toEqual(theirs);
  });

  it('merges the order of variants and connected groups', () => {
    const mine = moveVariant(base, 0, 3, 0);
    const theirs = setGroupsConnected(base, 0, 1, 2, true);
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual(setGroupsConnected(mine, 0, 1, 2, true));
    expect(result.data.variants.map((v) => v.id)).toEqual([3, 1, 2, 4, 5]);
    expect(result.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'connected_groups' },
    ]);
    expect(result.conflicts).toEqual([]);
  });
});

describe('mergeSheets: variant groups', () => {
  it('keeps groups both added; mine gets a fresh id, its variants and connections follow', () => {
    const withGroup = (data: SheetData, name: string, variant: string) =>
      addVariant(addVariantGroup(data, 0, name), 0, { name: variant, group: 3 });
    const mine = setGroupsConnected(withGroup(base, 'Season', 'Winter'), 0, 1, 3, true);
    const theirs = withGroup(base, 'Colour', 'Red');
    const result = merge(base, mine, theirs);
    expect(result.data).toEqual({
      ...mine,
      variant_groups: [...theirs.variant_groups, { id: 4, name: 'Season' }],
      variants: [...theirs.variants, { id: 7, name: 'Winter', details: '', group: 4 }],
      connected_groups: [[1, 4]],
    });
    expect(result.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'variant_groups[3]' },
      { kind: 'variants', element: '', page: 0, path: 'variants[6]' },
    ]);
    expect(result.conflicts).toEqual([]);
  });

  it('asks before deleting a group the other side added a variant to; kept, it keeps its all', () => {
    const start = priced(base, [4], '479 €');
    const mine = addVariant(start, 0, { name: 'Matt', group: 2 });
    const theirs = deleteVariantGroup(start, 0, 2);
    const result = merge(start, mine, theirs);
    // The group's other variants and their overrides went with it in theirs: they stay too.
    expect(result.data).toEqual(mine);
    expect(result.changes).toEqual([]);
    expect(result.conflicts).toEqual([
      {
        key: 'b0/-/variant_groups[2].deleted',
        page: 0,
        elementId: null,
        element: '',
        path: 'variant_groups[2].deleted',
        base: { id: 2, name: 'Rim' },
        mine: { id: 2, name: 'Rim' },
        theirs: null,
        chosen: 'mine',
      },
    ]);
    const gone = resolveConflict(result, conflictAt(result), 'theirs');
    expect(gone.data).toEqual(theirs);
    expect(gone.conflicts).toEqual([{ ...conflictAt(result), chosen: 'theirs' }]);
    expect(gone.changes).toEqual([
      { kind: 'variants', element: '', page: 0, path: 'variants[4]' },
      { kind: 'variants', element: '', page: 0, path: 'variants[5]' },
      { kind: 'variants', element: 'Price', page: 0, path: 'variants[4]' },
    ]);
  });
});

describe('mergeSheets: an override style one side added', () => {
  it('combines style fields both sides set on one combination', () => {
    const start = priced(base, [1], '449 €');
    const mine = setElementVariantConfig(start, 0, 2, [1], { style: { color: '#ff0000' } });
    const theirs = setElementVariantConfig(start, 0, 2, [1], { style: { width: 120 } });
    const result = merge(start, mine, theirs);
    expect(result.data).toEqual(
      setElementVariantConfig(mine, 0, 2, [1], { style: { width: 120 } }),
    );
    expect(result.changes).toEqual([
      {
        kind: 'variants',
        element: 'Price',
        page: 0,
        path: 'variants[1].config.style.width/height',
      },
    ]);
    expect(result.conflicts).toEqual([]);
  });
});
