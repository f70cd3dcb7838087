import { describe, expect, it } from 'vitest';
import { getPage } from '../model/pages.ts';
import { sheetWithVariants } from '../testing/factories.ts';
import { defaultSelection, selectVariant } from './selection.ts';

const page = () => getPage(sheetWithVariants(), 0);

describe('defaultSelection', () => {
  it('selects the first variant of each group without a search', () => {
    expect(defaultSelection(page())).toEqual({ 1: 1, 2: 4 });
    expect(defaultSelection(page(), '   ')).toEqual({ 1: 1, 2: 4 });
  });

  it('selects the first variant whose name matches, case-insensitively and trimmed', () => {
    expect(defaultSelection(page(), '  19 INCH ')).toEqual({ 1: 3, 2: 4 });
  });

  it('matches details too, per group, and falls back where nothing matches', () => {
    expect(defaultSelection(page(), 'winter')).toEqual({ 1: 2, 2: 5 });
    expect(defaultSelection(page(), 'r19')).toEqual({ 1: 3, 2: 4 });
  });

  it('leaves out groups without variants', () => {
    const empty = { ...page(), variant_groups: [...page().variant_groups, { id: 3, name: 'X' }] };
    expect(defaultSelection(empty)).toEqual({ 1: 1, 2: 4 });
  });
});

describe('selectVariant', () => {
  it('selects within one group when nothing is connected', () => {
    expect(selectVariant(page(), { 1: 1, 2: 4 }, 1, 2)).toEqual({ 1: 2, 2: 4 });
  });

  it('moves connected groups to the variant at the same position', () => {
    expect(selectVariant(page(), { 1: 1, 2: 4 }, 1, 2, [[1, 2]])).toEqual({ 1: 2, 2: 5 });
    expect(selectVariant(page(), { 1: 3, 2: 5 }, 2, 4, [[2, 1]])).toEqual({ 1: 1, 2: 4 });
  });

  it('leaves a connected group alone when it has no variant at that position', () => {
    expect(selectVariant(page(), { 1: 1, 2: 5 }, 1, 3, [[1, 2]])).toEqual({ 1: 3, 2: 5 });
  });

  it('does not mutate the selection and refuses a variant of another group', () => {
    const selection = Object.freeze({ 1: 1, 2: 4 });
    selectVariant(page(), selection, 1, 2, [[1, 2]]);
    expect(selection).toEqual({ 1: 1, 2: 4 });
    expect(() => selectVariant(page(), selection, 1, 4)).toThrow(
      'Variant 4 is not in variant group 1',
    );
  });
});
