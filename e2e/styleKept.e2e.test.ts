import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

/**
 * Issue 41 point 4: a dealer who selects all of the price box and types a new price gets it in
 * the designer's big bold style, on a tablet and in the phone form, through to the PDF.
 */

/** dealer.cz's copy of the reference sheet; its Price box: 12 pt, a plain label above an XL bold price. */
const SEARCH = 'Referenční';
const SHEET = /Referenční nabídkový list/;
/** The Price field as the Czech copy labels it for dealers (its dealerLabel). */
const PRICE_LABEL = 'Cena';
/** The copy's own price in koruna, with the no-break spaces the seed writes (regionalPrice). */
const SHEET_PRICE = '31\u00a0290\u00a0Kč';
const phone = { width: 390, height: 844 } as const;
const tablet = { width: 768, height: 1024 } as const;
/** The price's size in the designer's sheet: XL (1.5) of the box's 12 pt. */
const PRICE_POINTS = 18;

interface PdfChar {
  c: string;
  size: number;
  bold: boolean;
  font: string;
}

/** Every character of the PDF's first page with its font and size, as a PDF reader sees it. */
function pdfChars(bytes: Uint8Array): PdfChar[] {
  const chars: PdfChar[] = [];
  mupdf.Document.openDocument(bytes, 'application/pdf')
    .loadPage(0)
    .toStructuredText('preserve-whitespace')
    .walk({
      onChar(c, _origin, font, size) {
        const name = font.getName();
        chars.push({ c, size, bold: font.isBold() || /bold/i.test(name), font: name });
      },
    });
  return chars;
}

/** The characters of the first occurrence of `text` in the page's characters. */
function charsOf(chars: PdfChar[], text: string): PdfChar[] {
  // A no-break space binds a number to its unit (999 Kč): to a reader, a space.
  const all = chars.map((char) => (char.c === '\u00a0' ? ' ' : char.c)).join('');
  const at = all.indexOf(text.replace(/\u00a0/g, ' '));
  if (at < 0) throw new Error(`"${text}" is not in the PDF: ${all.slice(0, 400)}`);
  return chars.slice(at, at + text.length);
}

describe('a styled price typed over as a dealer', () => {
  let suite: DesignerSuite | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  async function openSheet(viewport: { width: number; height: number }): Promise<Page> {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`${suite.app.url}/?search=${encodeURIComponent(SEARCH)}`);
    await page
      .getByRole('list', { name: 'Offer sheets' })
      .getByRole('link', { name: SHEET })
      .click();
    await page.getByTestId('dealer-form').waitFor();
    await page
      .locator('[data-testid="dealer-preview"][data-ready="true"]')
      .waitFor({ timeout: 90_000 });
    return page;
  }

  /** Waits for the save, prints the PDF as the dealer does and reads its characters. */
  async function savedPdf(page: Page): Promise<PdfChar[]> {
    await expect
      .poll(() => page.locator('[data-sync-state]').getAttribute('data-sync-state'), {
        timeout: 15_000,
      })
      .toBe('saved');
    const download = page.waitForEvent('download');
    await page
      .getByRole('toolbar', { name: 'Downloads' })
      .getByRole('button', { name: 'Print PDF' })
      .tap();
    const bytes = new Uint8Array(await readFile((await (await download).path()) as string));
    return pdfChars(bytes);
  }

  it('on a tablet: select all (Ctrl+A) and a touch keyboard keep the big bold price', async () => {
    const page = await openSheet(tablet);
    const field = page
      .getByRole('region', { name: PRICE_LABEL })
      .getByRole('textbox', { name: PRICE_LABEL });

    // The sheet's own price first: what the typed one must look like.
    const before = charsOf(await savedPdf(page), SHEET_PRICE);
    expect(before[0]?.size).toBeCloseTo(PRICE_POINTS, 0);
    expect(before.every((char) => char.bold)).toBe(true);

    await field.tap();
    await page.keyboard.press('Control+a');
    // A touch keyboard's input: no key events, the browser edits the DOM (ProseMirror reads
    // the paragraph back), unlike a typed key.
    await page.keyboard.insertText('999 Kč');
    await expect.poll(() => field.textContent()).toBe('999 Kč');
    await screenshot(page, 'style-kept-tablet');

    const price = charsOf(await savedPdf(page), '999 Kč');
    for (const char of price.filter((c) => c.c.trim() !== '')) {
      expect(char.size).toBeCloseTo(PRICE_POINTS, 0);
      expect(char.bold, `"${char.c}" in ${char.font}`).toBe(true);
    }
    await page.context().close();
  });

  it('in the phone form: the browser\'s "Select all" and typed keys keep it too', async () => {
    const page = await openSheet(phone);
    const field = page
      .getByRole('region', { name: PRICE_LABEL })
      .getByRole('textbox', { name: PRICE_LABEL });
    await field.tap();
    // What a phone's "Select all" menu does: the browser's selection over the whole field.
    await field.evaluate(() => document.execCommand('selectAll'));
    await page.keyboard.type('777 Kč');
    await expect.poll(() => field.textContent()).toBe('777 Kč');
    await screenshot(page, 'style-kept-phone');

    const price = charsOf(await savedPdf(page), '777 Kč');
    for (const char of price.filter((c) => c.c.trim() !== '')) {
      expect(char.size).toBeCloseTo(PRICE_POINTS, 0);
      expect(char.bold, `"${char.c}" in ${char.font}`).toBe(true);
    }
    await page.context().close();
  });
});
