import { parseSheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { templateData } from '../test/importSupport.ts';
import { importRows } from './importRows.ts';

const OPEN = sheetLayoutFonts(null);
const template = () => parseSheetData(templateData());
const table = (headers: string[], ...rows: string[][]) => ({ headers, rows });

describe('mapping rows onto a template', () => {
  it('changes only the cells that have a value, and reports them', async () => {
    const { data, report } = await importRows(
      template(),
      table(['Headline', 'Price'], ['New', '']),
      OPEN,
    );
    expect(data.elements.map((e) => e.config.name)).toEqual([
      'Headline',
      'Price',
      'Features',
      'Photo',
      'Icons',
    ]);
    expect(data.elements[0]?.config).toMatchObject({ text: 'New' });
    expect(data.elements[1]?.config).toMatchObject({ text: '€ 999' });
    expect(report).toEqual({
      kind: 'single',
      rows: 1,
      elementsChanged: ['Headline'],
      variants: [],
      warnings: [],
    });
  });

  it('refuses a variant for an element of another page than its group', async () => {
    await expect(
      importRows(
        template(),
        table(['Variant group', 'Variant name', 'Footer'], ['Tyre size', '17 inch', 'x']),
        OPEN,
      ),
    ).rejects.toThrow(
      'The element "Footer" is on page 2 and the group "Tyre size" on page 1: a variant changes elements of its own page only. Import canceled.',
    );
  });

  it('refuses a grouped row without a variant name, naming the row as the spreadsheet does', async () => {
    await expect(
      importRows(
        template(),
        table(['Group', 'Variant', 'Price'], ['Tyre size', 'A', '1'], ['Tyre size', '', '2']),
        OPEN,
      ),
    ).rejects.toThrow('Row 3 names the group "Tyre size" but no variant name. Import canceled.');
  });

  it('warns about icon lines beyond the template’s and images outside the library', async () => {
    const { data, report } = await importRows(
      template(),
      table(['Icons', 'Photo'], ['a\nb\nc', 'https://example.com/x.jpg']),
      OPEN,
    );
    expect(data.elements[4]?.config).toMatchObject({
      lines: [
        { feature: 'star', text: 'a' },
        { feature: 'rsc', text: 'b' },
      ],
    });
    expect(report.warnings).toEqual([
      '"Icons" has 2 icon lines; 1 more lines in the file were ignored.',
      'The image "https://example.com/x.jpg" of "Photo" is not in the media library; it prints as a placeholder.',
    ]);
  });

  it('refuses two rows without a group when there are grouped rows', async () => {
    await expect(
      importRows(
        template(),
        table(['Variant group', 'Variant name', 'Price'], ['', '', '1'], ['', '', '2']),
        OPEN,
      ),
    ).rejects.toThrow(
      '2 rows have no variant group; only one row may fill the sheet itself. Import canceled.',
    );
  });
});
