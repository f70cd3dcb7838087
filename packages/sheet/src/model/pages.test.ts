import { describe, expect, it } from 'vitest';
import { rawSheet, rawText } from '../testing/factories.ts';
import { allPages, getPage, nextId, pageCount, updatePage } from './pages.ts';
import { parseSheetData } from './parse.ts';

const data = parseSheetData(
  rawSheet({
    additional_pages: [{ elements: [rawText(3, 'Back')], variant_groups: [], variants: [] }],
  }),
);

describe('pages', () => {
  it('gets page 0 from the top level and additional pages by index', () => {
    expect(Object.keys(getPage(data, 0))).toEqual([
      'elements',
      'variant_groups',
      'variants',
      'connected_groups',
    ]);
    expect(getPage(data, 0).elements[0]?.config.name).toBe('Headline');
    expect(getPage(data, 1).elements[0]?.config.name).toBe('Back');
    expect(pageCount(data)).toBe(2);
    expect(allPages(data).map((p) => p.elements.length)).toEqual([1, 1]);
  });

  it('refuses missing and non-integer page indices', () => {
    expect(() => getPage(data, 2)).toThrow('Page 2 does not exist (the sheet has 2)');
    expect(() => getPage(data, -1)).toThrow('Page -1 does not exist');
    expect(() => getPage(data, 0.5)).toThrow('Page 0.5 does not exist');
  });

  it('replaces a page without touching the others', () => {
    const next = updatePage(data, 0, (page) => ({ ...page, elements: [] }));
    expect(next.elements).toEqual([]);
    expect(next.additional_pages).toBe(data.additional_pages);
    expect(data.elements).toHaveLength(1);
  });

  it('computes the next id as maximum + 1, or 1', () => {
    expect(nextId([])).toBe(1);
    expect(nextId([{ id: 4 }, { id: 2 }])).toBe(5);
  });
});
