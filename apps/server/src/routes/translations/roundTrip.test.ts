import { parseSheetData } from '@pms/sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/testApp.ts';
import {
  type SheetJson,
  type TranslationDemo,
  translationDemo,
  workbookOf,
} from '../../test/translationSupport.ts';
import { nameSlots } from '../../translations/nameTexts.ts';

/**
 * Every mark of the rich-text subset alone and combined, line breaks (one inside a mark), an
 * empty paragraph, named sizes, an RGB and a process colour, and characters that look like
 * markup. Marks nest as the sheet stores them: strong, em, u, sup or sub, span.
 */
const EVERY_MARK =
  '<p><strong>Bold</strong>, <em>italic</em>, <u>underlined</u>, m<sup>2</sup>, CO<sub>2</sub>, ' +
  '<strong><em>bold italic</em></strong>, <strong><sup>bold up</sup></strong>, ' +
  '<em><sub>italic down</sub></em>, <strong><em><u><sup>all up</sup></u></em></strong>' +
  '<br>next line, <strong>bold<br>over a break</strong></p><p></p>' +
  '<p>A <span data-size="xl">big</span>, <span data-size="xxs">tiny</span>, ' +
  '<span style="color:#d40000">red</span> and <span style="color:device-cmyk(0 1 1 0)">print red</span> ' +
  'word: x&lt;y &amp; z &gt; &quot;w&quot;</p>';

const style = (top: number, height = 120) => ({ left: 40, top, width: 300, height });

/** A master with marks in a text, a variant entry, a list and icons, and on a second page. */
const DATA = {
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: { name: 'Marks', text: EVERY_MARK, style: style(40, 200) },
      variants: [
        {
          id: 1,
          variants: [2],
          type: 'p',
          config: { text: '<strong>€ 1 199</strong><sup>1</sup>' },
        },
      ],
    },
    {
      id: 2,
      type: 'ul',
      config: {
        name: 'Lines',
        items: ['<strong>3</strong> years<sup>2</sup>', 'CO<sub>2</sub>: <em>120 g/km</em>'],
        style: style(260, 60),
      },
      variants: [],
    },
    {
      id: 3,
      type: 'icons',
      config: {
        name: 'Icons',
        lines: [{ feature: 'star', text: '<em>Star</em>-marked<sup>3</sup>' }],
        style: style(340, 40),
      },
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
          config: { name: 'Footer', text: '<p>Prices incl. <em>VAT</em></p>', style: style(40) },
          variants: [],
        },
      ],
      variant_groups: [],
      variants: [],
    },
  ],
};

const NAME = 'Marks & more <2027>';
const DETAILS = 'Winter offer, all "marks"';

/** Replaces every text of sheet data with a placeholder, keeping each text's paragraph. */
function blank(data: SheetJson) {
  const placeholder = (html: string) => (html.startsWith('<p>') ? '<p>x</p>' : 'x');
  const pages = [data, ...data.additional_pages];
  for (const element of pages.flatMap((page) => page.elements)) {
    for (const config of [element.config, ...element.variants.map((v: SheetJson) => v.config)]) {
      if (typeof config.text === 'string') config.text = placeholder(config.text);
      if (Array.isArray(config.items)) config.items = config.items.map(placeholder);
      for (const line of config.lines ?? []) line.text = placeholder(line.text);
    }
  }
}

describe.each(TEST_DATABASES)('translation files round trip on $name', ({ name: database }) => {
  let t: TranslationDemo;

  beforeAll(async () => {
    t = await translationDemo(database, DATA, NAME, DETAILS);
  });

  afterAll(async () => {
    await t?.close();
  });

  it('carries every mark, the name and the details through XLSX and XLIFF', async () => {
    const master = await t.copyTexts();
    const masterSheet = await t.demo.app.inject({
      url: `/api/sheets/${t.masterId}`,
      headers: await t.demo.login('admin'),
    });
    // Details are stored without markup, as every save stores them ("&quot;"); the name as typed.
    expect(masterSheet.json()).toMatchObject({
      name: NAME,
      details: 'Winter offer, all &quot;marks&quot;',
    });
    // The sheet really holds every mark as written (the copy starts as the master).
    expect(master.find((text) => text.key === 'Marks')?.text).toBe(EVERY_MARK);
    for (const format of ['xlsx', 'xliff'] as const) {
      // The copy's texts, name and details differ; the master's file makes them the master's.
      await t.saveCopy(blank, 'Other', 'Other details');
      expect((await t.copyTexts()).map((text) => text.text)).not.toEqual(
        master.map((text) => text.text),
      );
      const file = await t.download(format, 'sheets');
      const response = await t.upload(file.rawPayload);
      expect(response.statusCode, response.body).toBe(200);
      // The variant names, which the copy kept as they were, match without a change.
      expect(response.json().report).toMatchObject({
        matched: master.length + nameSlots(parseSheetData(DATA)).length,
        changed: master.length,
        unknown: [],
        notCovered: [],
        sheetFields: ['name', 'details'],
      });
      expect(await t.copyTexts(), format).toEqual(master);
      expect(await t.copy()).toMatchObject({
        name: NAME,
        details: 'Winter offer, all &quot;marks&quot;',
      });
    }
  });

  it('re-imports an unchanged export of the copy without changing a text', async () => {
    const before = await t.copyTexts();
    const { version } = await t.copy();
    for (const format of ['xlsx', 'xliff'] as const) {
      const response = await t.upload((await t.download(format)).rawPayload);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().report).toMatchObject({ changed: 0, sheetFields: [] });
      expect(await t.copyTexts()).toEqual(before);
    }
    // Each import is saved (a revision), but no text moved.
    expect((await t.copy()).version).toBe(version + 2);
  });

  it('writes marks as Excel rich text, never as tags', async () => {
    const { rowOf, sheet } = await workbookOf((await t.download('xlsx')).rawPayload);
    expect(rowOf('Lines #1').getCell(5).value).toEqual({
      richText: [
        { text: '3', font: { bold: true } },
        { text: ' years' },
        { text: '2', font: { vertAlign: 'superscript' } },
      ],
    });
    expect(rowOf('Marks @2').getCell(4).value).toEqual({
      richText: [
        { text: '€ 1 199', font: { bold: true } },
        { text: '1', font: { vertAlign: 'superscript' } },
      ],
    });
    // A process colour shows as its screen colour; sizes as Excel's font sizes.
    const marks = rowOf('Marks').getCell(5).value as {
      richText: { text: string; font?: object }[];
    };
    expect(marks.richText).toContainEqual({
      text: 'all up',
      font: { bold: true, italic: true, underline: true, vertAlign: 'superscript' },
    });
    expect(marks.richText).toContainEqual({ text: 'bold\nover a break', font: { bold: true } });
    expect(marks.richText).toContainEqual({
      text: 'print red',
      font: { color: { argb: 'FFFF0000' } },
    });
    expect(marks.richText).toContainEqual({ text: 'big', font: { size: 16 } });
    sheet.eachRow((row) => {
      for (const column of [4, 5]) {
        const cell = row.getCell(column).value;
        const texts = typeof cell === 'object' && cell && 'richText' in cell ? cell.richText : [];
        for (const run of texts)
          expect(run.text).not.toMatch(/<\/?(strong|em|u|sup|sub|span|p|br)\b/);
      }
    });
  });

  it('reads what a translator formats in Excel as the same marks', async () => {
    const { rowOf, bytesOf } = await workbookOf((await t.download('xlsx')).rawPayload);
    rowOf('@sheet.name').getCell(5).value = 'Značky';
    rowOf('@sheet.details').getCell(5).value = 'Všechny značky';
    rowOf('Marks').getCell(5).value = {
      richText: [
        { text: 'Tučně', font: { bold: true, size: 11, name: 'Calibri', color: { theme: 1 } } },
        { text: ', ' },
        { text: 'obojí', font: { bold: true, italic: true } },
        { text: ', m' },
        { text: '2', font: { vertAlign: 'superscript', bold: true } },
        { text: ', CO' },
        { text: '2', font: { vertAlign: 'subscript', italic: true } },
        { text: '\nřádek\n' },
        { text: '\nDruhý ', font: { underline: 'single' } },
        { text: 'velký', font: { size: 16 } },
        { text: ' a x<y' },
      ],
    };
    // Typed tags are text: the cells of these files hold none.
    rowOf('Footer').getCell(5).value = 'Ceny vč. <em>DPH</em>\r\nřádek';
    const response = await t.upload(await bytesOf());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().report.sheetFields).toEqual(['name', 'details']);
    expect(await t.copy()).toMatchObject({ name: 'Značky', details: 'Všechny značky' });
    const texts = await t.copyTexts();
    expect(texts.find((text) => text.key === 'Marks')?.text).toBe(
      '<p><strong>Tučně</strong>, <strong><em>obojí</em></strong>, m<strong><sup>2</sup></strong>, ' +
        'CO<em><sub>2</sub></em><br>řádek</p><p><u>Druhý </u><span data-size="xl">velký</span> a x&lt;y</p>',
    );
    expect(texts.find((text) => text.key === 'Footer')?.text).toBe(
      '<p>Ceny vč. &lt;em&gt;DPH&lt;/em&gt;<br>řádek</p>',
    );
  });
});
