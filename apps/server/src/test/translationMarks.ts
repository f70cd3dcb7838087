// A sheet with the demo's marks, for the tests of translation files re-saved by translators'
// tools (issue 43); not imported by the app.

import { parseSheetData, type SheetData } from '@pms/sheet';
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
