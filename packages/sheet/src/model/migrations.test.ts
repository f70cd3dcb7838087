import { describe, expect, it } from 'vitest';
import { selectVariant } from '../variants/selection.ts';
import { migrateSheetData, migrations } from './migrations.ts';
import { getPage } from './pages.ts';
import { parseSheetData } from './parse.ts';
import { CURRENT_SCHEMA_VERSION } from './sheet.ts';

/** A document as the legacy editor stored it: no schemaVersion, no dealerEditable, no items. */
const legacy = {
  ci: 'mini',
  elements: [
    {
      id: '1',
      type: 'p',
      config: {
        name: 'Headline',
        text: '<p>Hello</p>',
        style: { left: 1, top: 2, width: 3, height: 4 },
      },
      variants: [{ id: 1, variants: ['2'], config: { text: '<p>Winter</p>' } }],
    },
    {
      id: 2,
      type: 'ul',
      config: {
        name: 'Features',
        text: '<ul><li>Alloy rims</li><li><b>Winter</b> tyres</li></ul>',
        listSize: 's',
        style: { left: 1, top: 2, width: 3, height: 4 },
      },
    },
  ],
  variant_groups: [{ id: '1', name: 'Season' }],
  variants: [{ id: 2, name: 'Winter', group: '1' }],
  additional_pages: [
    {
      elements: [
        {
          id: 1,
          type: 'ul',
          config: {
            name: 'Lines',
            text: 'One<br>Two',
            style: { left: 0, top: 0, width: 9, height: 9 },
          },
        },
      ],
    },
  ],
};

describe('migrations', () => {
  it('are ordered by the version they produce, ending at the current one', () => {
    expect(migrations.map((m) => [m.version, m.name])).toEqual([
      [1, 'explicit-fields'],
      [2, 'connected-groups-per-page'],
    ]);
    expect(migrations.at(-1)?.version).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('migrates a v0 document to the current version without mutating it', () => {
    const before = JSON.stringify(legacy);
    const migrated = migrateSheetData(legacy) as Record<string, unknown>;
    expect(JSON.stringify(legacy)).toBe(before);
    expect(migrated.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(migrated.connected_groups).toEqual([]);
  });

  it('parses a v0 document into current data', () => {
    const data = parseSheetData(legacy);
    expect(data.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(data.sticky).toBe(false);
    const [text, list] = data.elements;
    expect(text?.id).toBe(1);
    expect(text?.config.dealerEditable).toBe(false);
    expect(text?.variants).toEqual([
      { id: 1, variants: [2], config: { text: '<p>Winter</p>' }, layout: 'locked', type: 'p' },
    ]);
    expect(list?.type === 'ul' && list.config.items).toEqual(['Alloy rims', '<b>Winter</b> tyres']);
    expect(list?.type === 'ul' && list.config.listSize).toBe('s');
    expect(data.variants).toEqual([{ id: 2, name: 'Winter', details: '', group: 1 }]);
    const page = data.additional_pages[0];
    expect(page?.variants).toEqual([]);
    expect(page?.elements[0]?.type === 'ul' && page.elements[0].config.items).toEqual([
      'One',
      'Two',
    ]);
  });

  it('leaves current documents alone', () => {
    const current = { schemaVersion: CURRENT_SCHEMA_VERSION, ci: 'bmw' };
    expect(migrateSheetData(current)).toBe(current);
  });
});

describe('connected-groups-per-page (v1 to v2)', () => {
  const groups = (...ids: number[]) => ids.map((id) => ({ id, name: `Group ${id}` }));
  /** A v1 sheet whose one sheet-wide set [1, 2, 3] meant something different on each page. */
  const v1 = {
    schemaVersion: 1,
    ci: 'bmw',
    variant_groups: groups(1, 2, 3),
    connected_groups: [
      [1, 2, 3],
      [4, 5],
    ],
    additional_pages: [
      { variant_groups: groups(1, 2) },
      { variant_groups: groups(2) },
      { variant_groups: groups(4, 5, 6) },
    ],
  };

  it('gives every page the old sets, reduced to the groups that page has', () => {
    const before = JSON.stringify(v1);
    const data = parseSheetData(v1);
    expect(JSON.stringify(v1)).toBe(before);
    expect(data.schemaVersion).toBe(2);
    expect(data.connected_groups).toEqual([[1, 2, 3]]);
    expect(data.additional_pages.map((page) => page.connected_groups)).toEqual([
      [[1, 2]],
      [],
      [[4, 5]],
    ]);
  });

  it('keeps what the selectors did: a page-1 selection still moves its connected group', () => {
    const data = parseSheetData({
      ...v1,
      additional_pages: [
        {
          variant_groups: groups(1, 2),
          variants: [
            { id: 1, name: 'a', group: 1 },
            { id: 2, name: 'b', group: 1 },
            { id: 3, name: 'c', group: 2 },
            { id: 4, name: 'd', group: 2 },
          ],
        },
      ],
    });
    const page = getPage(data, 1);
    expect(selectVariant(page, {}, 1, 2, page.connected_groups)).toEqual({ 1: 2, 2: 4 });
  });

  it('drops sets that name no group, and a missing list', () => {
    const data = parseSheetData({ schemaVersion: 1, ci: 'bmw', connected_groups: [[7, 8]] });
    expect(data.connected_groups).toEqual([]);
    expect(parseSheetData({ schemaVersion: 1, ci: 'bmw' }).connected_groups).toEqual([]);
  });
});
