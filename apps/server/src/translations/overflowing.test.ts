import { parseSheetData, type SheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { overflowingTexts } from './overflowing.ts';

const OPEN = sheetLayoutFonts(null);

const LONG = 'Winterreifen mit kostenloser Montage und Einlagerung. '.repeat(6);
const style = (top: number, height = 30) => ({ left: 40, top, width: 200, height });

/** Texts that fit and that do not: alone, in a variant entry, in a list and on page 2. */
const sheet = (): SheetData =>
  parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: { name: 'Headline', text: 'Winter', style: style(40) },
        variants: [
          { id: 1, variants: [1], type: 'p', config: { text: 'Short' } },
          { id: 2, variants: [2], type: 'p', config: { text: LONG } },
          // The entry's own box is tall enough for the long text.
          { id: 3, variants: [3], type: 'p', config: { text: LONG, style: { height: 200 } } },
        ],
      },
      {
        id: 2,
        type: 'ul',
        config: { name: 'List', items: ['Rims', LONG], style: style(100) },
        variants: [],
      },
      {
        id: 3,
        type: 'p',
        config: { name: 'Fits', text: 'Tyres', style: style(160) },
        variants: [],
      },
    ],
    variant_groups: [{ id: 1, name: 'Size' }],
    variants: [
      { id: 1, name: '17 inch', details: '', group: 1 },
      { id: 2, name: '18 inch', details: '', group: 1 },
      { id: 3, name: '19 inch', details: '', group: 1 },
    ],
    additional_pages: [
      {
        elements: [{ id: 1, type: 'p', config: { name: 'Footer', text: LONG, style: style(40) } }],
        variant_groups: [],
        variants: [],
      },
    ],
  });

const ALL = [
  'Headline',
  'Headline @1',
  'Headline @2',
  'Headline @3',
  'List #1',
  'List #2',
  'Fits',
  'Footer',
];

describe('overflowing translated texts', () => {
  it('names each text that overflows its own box: element, page and variant', async () => {
    const report = await overflowingTexts(sheet(), ALL, OPEN);
    expect(report.unchecked).toBe(0);
    expect(report.overflowing.map(({ by: _by, ...rest }) => rest)).toEqual([
      { key: 'Headline @2', element: 'Headline', page: 0, variant: 'Size: 18 inch' },
      // A list's lines share the box: the list is named once, by its first translated line.
      { key: 'List #1', element: 'List', page: 0, variant: '' },
      { key: 'Footer', element: 'Footer', page: 1, variant: '' },
    ]);
    // Several lines of 12 pt too many for a 30 pt box.
    for (const item of report.overflowing) expect(item.by).toBeGreaterThan(30);
  });

  it('checks only the texts the file translated', async () => {
    const report = await overflowingTexts(sheet(), ['Headline', 'Fits', 'List #2'], OPEN);
    expect(report.overflowing.map((item) => item.key)).toEqual(['List #2']);
    expect((await overflowingTexts(sheet(), [], OPEN)).overflowing).toEqual([]);
  });

  it('stops laying out at its budget and counts the texts it did not check', async () => {
    // The headline's own box (a layout and 6 characters) fits the budget, the long entry not.
    const report = await overflowingTexts(
      sheet(),
      ['Headline', 'Headline @2', 'Footer'],
      OPEN,
      400,
    );
    expect(report.overflowing).toEqual([]);
    expect(report.unchecked).toBe(2);
  });

  it("breaks lines as the copy's language hyphenates, as its export does", async () => {
    // German patterns break "Reifen-druck-kontroll-system" where the three lines fit; English
    // ones do not, and the text runs a line over.
    const narrow = parseSheetData({
      schemaVersion: 1,
      ci: 'bmw',
      elements: [
        {
          id: 1,
          type: 'p',
          config: {
            name: 'Word',
            text: 'Die Reifendruckkontrollsystem inklusive',
            style: { left: 0, top: 0, width: 60, height: 52, fontSize: 12 },
          },
          variants: [],
        },
      ],
      additional_pages: [],
    }) as SheetData;
    const inLanguage = async (language: string) =>
      (await overflowingTexts(narrow, ['Word'], { ...OPEN, language })).overflowing.length;
    expect(await inLanguage('de')).toBe(0);
    expect(await inLanguage('en')).toBe(1);
  });
});
