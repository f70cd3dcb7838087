// A translation XLIFF re-saved by an independent XLIFF 2 library, the npm package `xliff`, as a
// translator's tool may: it drops `originalData` and `xml:space` and indents the inline codes
// (issue 43). The import must read the same texts, or name the ones it cannot restore.
import type { SheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { js2xliff, type XliffJs, xliff2js } from 'xliff';
import {
  CONTACT,
  DISCLAIMER,
  demoLikeSheet,
  demoSheetDocuments,
  documentOf,
} from '../test/translationMarks.ts';
import { applyTranslations } from './applyTranslations.ts';
import { translatableTexts } from './nameTexts.ts';
import { readTranslationFile } from './readTranslationFile.ts';
import { type OriginalTexts, writeXliff } from './xliff.ts';

async function exported(data: SheetData): Promise<string> {
  return writeXliff(await documentOf(data));
}

/** The sheet's texts as the file was written with them: a master's file has them both sides. */
function originalsOf(data: SheetData): OriginalTexts {
  const texts = translatableTexts(data);
  return (key) => {
    const text = texts.get(key);
    return text === undefined ? undefined : { source: text, target: text };
  };
}

/** The file through the package's reader and writer, `edit` changing its object between. */
async function resaved(xml: string, edit: (js: XliffJs) => void = () => {}): Promise<string> {
  const js = await xliff2js(xml);
  edit(js);
  return js2xliff(js);
}

async function importInto(data: SheetData, xml: string, originals?: OriginalTexts) {
  const read = await readTranslationFile(new TextEncoder().encode(xml), originals);
  const texts = read.filter((t) => t.field === undefined);
  return { read: texts, ...applyTranslations(data, texts) };
}

const textsOf = (sheet: SheetData) =>
  Object.fromEntries(
    sheet.elements.map((e) => [e.config.name, 'text' in e.config ? e.config.text : '']),
  );

describe('a translation XLIFF re-saved by the xliff package', () => {
  it('is what the package writes: no originalData, no xml:space, indented codes', async () => {
    const xml = await resaved(await exported(demoLikeSheet()));
    expect(xml).not.toContain('originalData');
    expect(xml).not.toContain('xml:space');
    expect(xml).toMatch(/<target>\n +<pc /);
  });

  it('imports with no change: whitespace is formatting, codes are rebuilt by their ids', async () => {
    const data = demoLikeSheet();
    const {
      report,
      data: imported,
      read,
    } = await importInto(data, await resaved(await exported(data)), originalsOf(data));
    expect(report).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
    expect(imported).toEqual(data);
    expect(read.filter((t) => t.codesMissing)).toEqual([]);
  });

  it('imports exactly an edited target, with every mark', async () => {
    const data = demoLikeSheet();
    const xml = await resaved(await exported(data), (js) => {
      // The headline's target as the package reads it: nested Span objects around the words.
      const units = Object.values(js.resources as Record<string, Record<string, XliffJs>>)[0];
      const headline = Object.values(units ?? {}).find(
        (unit) => (unit.additionalAttributes as { name?: string }).name === 'Headline',
      );
      const json = JSON.stringify(headline?.target);
      expect(json).toContain('"Winter wheels"');
      if (headline) headline.target = JSON.parse(json.replace('Winter wheels', 'Zimní kola'));
    });
    const { report, data: imported } = await importInto(data, xml, originalsOf(data));
    expect(report).toMatchObject({ changed: 1, unknown: [], notCovered: [] });
    expect(textsOf(imported)).toEqual({
      ...textsOf(data),
      Headline: '<p><strong><span data-size="xxl">Zimní kola</span></strong></p>',
    });
    expect(textsOf(imported)).toMatchObject({ 'Dealer contact': CONTACT, Disclaimer: DISCLAIMER });
  });

  it('imports every demo sheet with no change', async () => {
    const demo = await demoSheetDocuments();
    expect(demo.length).toBeGreaterThan(10);
    for (const sheet of demo) {
      const xml = await resaved(writeXliff(sheet.document));
      const { report, read } = await importInto(sheet.data, xml, originalsOf(sheet.data));
      expect(report, sheet.name).toMatchObject({ changed: 0, unknown: [], notCovered: [] });
      expect(read.filter((t) => t.codesMissing)).toEqual([]);
    }
  });

  it('marks the texts whose codes it cannot rebuild, and writes no indentation', async () => {
    const data = demoLikeSheet();
    // Without the texts the file was written with, the codes have no markup.
    const { read } = await importInto(data, await resaved(await exported(data)));
    expect(read.filter((t) => t.codesMissing).map((t) => t.key)).toEqual([
      'Headline',
      'Dealer contact',
      'Disclaimer',
      'Footer',
    ]);
    expect(Object.fromEntries(read.map((t) => [t.key, t.text]))).toMatchObject({
      Headline: 'Winter wheels',
      'Dealer contact': 'Your dealerStreet and numberPostcode and townPhone',
      Footer: 'Prices incl. VAT',
      Price: '€ 999',
    });
  });
});
