import { parseSheetData, resolveElement } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { tyreTemplateData } from '../test/tyreTemplate.ts';
import { importRows } from './importRows.ts';

const OPEN = sheetLayoutFonts(null);
const table = (headers: string[], ...rows: string[][]) => ({ headers, rows });

const withTyreLabel = () => parseSheetData(tyreTemplateData());

/** The tyre size the label prints for the imported variant named `name`. */
function labelSize(data: ReturnType<typeof parseSheetData>, name: string) {
  const variant = data.variants.find((v) => v.name === name);
  const element = data.elements.find((e) => e.type === 'tyre_label');
  if (!variant || !element) throw new Error(`no variant ${name} or no label`);
  const resolved = resolveElement(element, [variant.id]);
  return resolved.type === 'tyre_label' ? resolved.config.tyre.sizeDesignation : '';
}

describe('importing variants over a template with per-variant values', () => {
  it('keeps the tyre label of each variant the file names again', async () => {
    const { data, report } = await importRows(
      withTyreLabel(),
      table(
        ['Variant group', 'Variant name', 'Price'],
        ['Tyre size', '18 inch', '€ 1,299'],
        ['Tyre size', '17 inch', '€ 1,099'],
      ),
      OPEN,
    );
    expect(data.variants.map((v) => v.name)).toEqual(['18 inch', '17 inch']);
    expect(labelSize(data, '17 inch')).toBe('225/50 R17 94V');
    expect(labelSize(data, '18 inch')).toBe('225/45 R18 95Y');
    // The file's own values still win over the template's for the same variant.
    const price = data.elements.find((e) => e.config.name === 'Price');
    const eighteen = data.variants.find((v) => v.name === '18 inch');
    if (!price || !eighteen) throw new Error('missing');
    expect(resolveElement(price, [eighteen.id]).config).toMatchObject({ text: '€ 1,299' });
    expect(report.warnings).toEqual([]);
  });

  it('says which template variant’s own values are left out when the file drops it', async () => {
    const { data, report } = await importRows(
      withTyreLabel(),
      table(['Variant group', 'Variant name', 'Price'], ['Tyre size', '19 inch', '€ 1,499']),
      OPEN,
    );
    expect(data.variants.map((v) => v.name)).toEqual(['19 inch']);
    expect(labelSize(data, '19 inch')).toBe('225/45 R18 95Y');
    expect(report.warnings).toEqual([
      'The template’s variants "17 inch", "18 inch" of "Tyre size" are not in the file; their own values (Price, Tyre label) are not in the imported sheet.',
    ]);
  });
});
