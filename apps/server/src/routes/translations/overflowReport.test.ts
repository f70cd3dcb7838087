import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/testApp.ts';
import {
  type TranslationDemo,
  translationDemo,
  workbookOf,
} from '../../test/translationSupport.ts';

const style = (top: number, height = 40) => ({ left: 40, top, width: 300, height });
const HEADLINE = '<p>Winter wheels with <strong>free</strong> fitting</p>';

/** A headline with a variant entry, a list and a footer on the second page. */
const DATA = {
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: { name: 'Headline', text: HEADLINE, style: style(40) },
      variants: [{ id: 1, variants: [2], type: 'p', config: { text: '<p>Big wheels</p>' } }],
    },
    {
      id: 2,
      type: 'ul',
      config: { name: 'Features', items: ['Rims', 'Tyres'], style: style(100, 60) },
      variants: [],
    },
  ],
  variant_groups: [{ id: 1, name: 'Tyre size' }],
  variants: [
    { id: 1, name: '17 inch', details: '', group: 1 },
    { id: 2, name: '18 inch', details: '', group: 1 },
  ],
  additional_pages: [
    {
      elements: [
        {
          id: 1,
          type: 'p',
          config: { name: 'Footer', text: 'Prices incl. VAT', style: style(40, 20) },
          variants: [],
        },
      ],
      variant_groups: [],
      variants: [],
    },
  ],
};

/** `count` characters of Czech words, as a translator writes them. */
const czech = (count: number) =>
  'Zimní kola s montáží a uskladněním zdarma pro každý vůz. '.repeat(100).slice(0, count).trim();

describe.each(TEST_DATABASES)('translation room and overflow on $name', ({ name: database }) => {
  let t: TranslationDemo;

  beforeAll(async () => {
    t = await translationDemo(database, DATA, 'Winter', 'Wheels');
  });

  afterAll(async () => {
    await t?.close();
  });

  it('says in both formats how much room each box has', async () => {
    const { rowOf } = await workbookOf((await t.download('xlsx')).rawPayload);
    const xliff = (await t.download('xliff')).body;
    const note = (key: string) =>
      xliff
        .match(new RegExp(`<unit [^>]*name="${key}">[\\s\\S]*?</unit>`))?.[0]
        .match(/<note category="room">([^<]*)<\/note>/)?.[1];
    const room = (key: string) => String(rowOf(key).getCell(6).value ?? '');
    expect(rowOf('Element').getCell(6).value).toBe('Room');
    for (const key of ['Headline', 'Headline @2', 'Features #1', 'Features #2', 'Footer']) {
      expect(note(key), key).toBe(room(key));
    }
    expect(room('Headline')).toMatch(/^about 1\d0 characters \(box 106 × 14 mm\)$/);
    expect(room('Features #2')).toMatch(
      /^about \d+ characters, one of 2 lines \(box 106 × 21 mm\)$/,
    );
    expect(room('Footer')).toMatch(/^about \d+ characters \(box 106 × 7 mm\)$/);
    // The sheet's name and details have no box.
    expect(room('@sheet.name')).toBe('');
    expect(note('@sheet.name')).toBeUndefined();
  });

  it('flags a translation longer than the room said, and not one as long', async () => {
    const { rowOf, bytesOf } = await workbookOf((await t.download('xlsx')).rawPayload);
    const room = String(rowOf('Headline').getCell(6).value);
    const characters = Number(room.match(/about (\d+)/)?.[1]);
    rowOf('Headline').getCell(5).value = czech(characters);
    const fits = await t.upload(await bytesOf());
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().report).toMatchObject({ changed: 1, overflowing: [], overflowUnchecked: 0 });

    rowOf('Headline').getCell(5).value = czech(Math.ceil(characters * 1.3));
    const long = await t.upload(await bytesOf());
    expect(long.statusCode, long.body).toBe(200);
    expect(long.json().report.overflowing).toEqual([
      { key: 'Headline', element: 'Headline', page: 0, variant: '', by: expect.any(Number) },
    ]);
    // A fourth line of 12 pt in a 40 pt box.
    expect(long.json().report.overflowing[0].by).toBe(8);
  });

  it('names the page and variant of every translated text that overflows', async () => {
    const xliff = (await t.download('xliff')).body;
    const target = (key: string, text: string) => (file: string) =>
      file.replace(
        new RegExp(`(<unit [^>]*name="${key}">[\\s\\S]*?<target>)[\\s\\S]*?(</target>)`),
        `$1${text}$2`,
      );
    const translated = [
      target('Headline', 'Zimní kola'),
      target('Headline @2', czech(400)),
      target('Features #1', 'Ráfky'),
      target('Footer', czech(200)),
    ].reduce((file, change) => change(file), xliff);
    const response = await t.upload(translated);
    expect(response.statusCode, response.body).toBe(200);
    const { overflowing, overflowUnchecked } = response.json().report;
    expect(overflowUnchecked).toBe(0);
    expect(overflowing.map(({ by: _by, ...item }: { by: number }) => item)).toEqual([
      { key: 'Headline @2', element: 'Headline', page: 0, variant: 'Tyre size: 18 inch' },
      { key: 'Footer', element: 'Footer', page: 1, variant: '' },
    ]);
    for (const item of overflowing) expect(item.by).toBeGreaterThan(0);
  });
});
