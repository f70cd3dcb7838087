import { parseSheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { templateData } from '../test/importSupport.ts';
import { readCsv } from './csv.ts';
import { importGuide, sampleTable } from './importGuide.ts';
import { sampleCsv } from './sampleFiles.ts';

/** The import template without its variants, with a text that needs quoting in CSV. */
function withoutVariants(groups: boolean) {
  const data = templateData();
  return parseSheetData({
    ...data,
    elements: data.elements.map((e) =>
      e.config.name === 'Price'
        ? { ...e, config: { ...e.config, text: 'Only "today"; € 999' }, variants: [] }
        : e,
    ),
    variant_groups: groups ? data.variant_groups : [],
    variants: [],
  });
}

describe('the sample file of a template', () => {
  it('has one row with the sheet’s content when the template has no variant groups', () => {
    const data = withoutVariants(false);
    const guide = importGuide('/api/sheets/1', data);
    expect(guide.columns.map((c) => c.header)).toEqual([
      'Headline',
      'Price',
      'Features',
      'Photo',
      'Icons',
      'Footer',
    ]);
    expect(sampleTable(guide, data).rows).toEqual([
      [
        '<strong>Winter</strong> wheels',
        'Only "today"; € 999',
        'Rims\nTyres',
        '',
        'Star-marked\nRun-flat',
        'Prices incl. <em>VAT</em>',
      ],
    ]);
  });

  it('has the sheet’s row when its groups have no variants yet, so the file still imports', () => {
    const data = withoutVariants(true);
    const table = sampleTable(importGuide('/api/sheets/1', data), data);
    expect(table.headers.slice(0, 3)).toEqual(['Variant group', 'Variant name', 'Variant details']);
    expect(table.rows).toHaveLength(1);
    expect(table.rows[0]?.slice(0, 4)).toEqual(['', '', '', '<strong>Winter</strong> wheels']);
  });

  it('writes CSV the import reads back cell for cell (quotes, semicolons, line breaks)', () => {
    const data = withoutVariants(false);
    const table = sampleTable(importGuide('/api/sheets/1', data), data);
    const csv = sampleCsv(table);
    expect(csv.startsWith('\uFEFFHeadline;Price;')).toBe(true);
    expect(csv).toContain(';"Only ""today""; € 999";');
    const read = readCsv(new TextEncoder().encode(csv));
    expect(read.headers).toEqual(table.headers);
    expect(read.rows).toEqual(table.rows);
  });
});
