import { parseSheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { templateData } from '../test/importSupport.ts';
import { classifyColumns, templateElements } from './columns.ts';
import { importRows } from './importRows.ts';
import { closestNames, editDistance } from './suggest.ts';

const elements = () => templateElements(parseSheetData(templateData()));

describe('suggesting the column a misspelt header meant', () => {
  it('counts slips: a letter missing, changed, added or two swapped, case aside', () => {
    expect(editDistance('Headlin', 'Headline')).toBe(1);
    expect(editDistance('Prcie', 'Price')).toBe(1);
    expect(editDistance('price', 'Price')).toBe(0);
    expect(editDistance('Photos', 'Price')).toBe(5);
  });

  it('suggests only names near enough to be a slip', () => {
    expect(closestNames('Headlnie', ['Headline', 'Price'])).toEqual(['Headline']);
    expect(closestNames('Opening hours', ['Headline', 'Price'])).toEqual([]);
  });

  it('answers an unknown column with SPEC’s message and the template’s nearest name', () => {
    expect(() => classifyColumns(['Headlnie', 'Price'], elements())).toThrow(
      'The element "Headlnie" specified as a target was not found in the template. Import canceled. Did you mean "Headline"? A column’s header is the name of an element of the template, written exactly.',
    );
    expect(() => classifyColumns(['Foto.url'], elements())).toThrow(
      'Import canceled. Did you mean "Photo.url"?',
    );
    expect(() => classifyColumns(['Variant gruop'], elements())).toThrow(
      'Did you mean "Variant group"?',
    );
  });

  it('keeps SPEC’s message alone when nothing is near', () => {
    expect(() => classifyColumns(['Opening hours'], elements())).toThrow(
      /^The element "Opening hours" specified as a target was not found in the template\. Import canceled\.$/,
    );
  });

  it('suggests the template’s group for a misspelt one', async () => {
    await expect(
      importRows(
        parseSheetData(templateData()),
        { headers: ['Variant group', 'Variant name'], rows: [['Tyre sise', '17 inch']] },
        sheetLayoutFonts(null),
      ),
    ).rejects.toThrow(
      'The group "Tyre sise" was not found in the template. Import canceled. Did you mean "Tyre size"? A variant group is named exactly as in the template.',
    );
  });
});
