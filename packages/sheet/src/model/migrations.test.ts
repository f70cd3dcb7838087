import { describe, expect, it } from 'vitest';
import { migrateSheetData, migrations } from './migrations.ts';
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
    expect(migrations.map((m) => [m.version, m.name])).toEqual([[1, 'explicit-fields']]);
    expect(migrations.at(-1)?.version).toBe(CURRENT_SCHEMA_VERSION);
  });

  it('migrates a v0 document to v1 without mutating it', () => {
    const before = JSON.stringify(legacy);
    const migrated = migrateSheetData(legacy) as Record<string, unknown>;
    expect(JSON.stringify(legacy)).toBe(before);
    expect(migrated.schemaVersion).toBe(1);
    expect(migrated.connected_groups).toEqual([]);
  });

  it('parses a v0 document into current data', () => {
    const data = parseSheetData(legacy);
    expect(data.schemaVersion).toBe(1);
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
    const current = { schemaVersion: 1, ci: 'bmw' };
    expect(migrateSheetData(current)).toBe(current);
  });
});
