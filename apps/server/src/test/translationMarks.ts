// A sheet with the demo's marks, for the tests of translation files re-saved by translators'
// tools (issue 43); not imported by the app.

import { parseSheetData, type SheetData } from '@pms/sheet';
import { sheetLayoutFonts } from '../fonts/sheetFonts.ts';
import { DEMO_SHEETS } from '../seed/demoSheets.ts';
import type { ImageUrls } from '../seed/sheetBuilder.ts';
import { translationRows } from '../translations/rows.ts';
import type { TranslationDocument } from '../translations/xliff.ts';
import { templateData } from './importSupport.ts';
import type { SheetJson } from './translationSupport.ts';

export const HEADLINE = '<p><strong><span data-size="xxl">Winter wheels</span></strong></p>';
export const CONTACT =
  '<p><strong>Your dealer</strong><br>Street and number<br>Postcode and town<br>Phone</p>';
export const DISCLAIMER =
  '<p><span data-size="xxs">Prices including VAT, fitting not included.</span></p>';

/** The test template with the demo's marks: a bold XXL headline, a bold run, 6 pt fine print. */
export function demoLikeSheet(): SheetData {
  const data: SheetJson = templateData();
  data.elements[0].config.text = HEADLINE;
  const style = (top: number) => ({ left: 40, top, width: 300, height: 60 });
  data.elements.push(
    {
      id: 6,
      type: 'p',
      config: { name: 'Dealer contact', text: CONTACT, style: style(480) },
      variants: [],
    },
    {
      id: 7,
      type: 'p',
      config: { name: 'Disclaimer', text: DISCLAIMER, style: style(560) },
      variants: [],
    },
  );
  return parseSheetData(data);
}

/** A master's translation document of `data`, as its export writes it. */
export async function documentOf(
  data: SheetData,
  name = 'Winter',
  details = '',
): Promise<TranslationDocument> {
  return {
    original: '/api/sheets/1',
    title: name,
    sourceLanguage: 'en',
    targetLanguage: 'cs',
    rows: await translationRows(data, { name, details }, sheetLayoutFonts(null)),
  };
}

/** Every sheet of the demo, each with its translation document. */
export async function demoSheetDocuments(): Promise<
  { name: string; data: SheetData; document: TranslationDocument }[]
> {
  // The images play no part in a translation file.
  const urls = new Proxy({}, { get: () => '/media/demo.png' }) as ImageUrls;
  return Promise.all(
    DEMO_SHEETS.map(async (sheet) => {
      const data = parseSheetData(sheet.data(urls));
      return {
        name: sheet.name,
        data,
        document: await documentOf(data, sheet.name, sheet.details),
      };
    }),
  );
}
