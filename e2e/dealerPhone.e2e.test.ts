import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { pdfText } from './support/editor.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
/** dealer.cz's copy of the reference sheet (its fields: Body and Price), found by its name. */
const SEARCH = 'Referenční';
const SHEET = /Referenční nabídkový list/;
/** The Czech copy's labels for dealers of Body and Price (the demo's seed copies/cs.ts). */
const BODY = 'Text nabídky';
const PRICE = 'Cena';
const phone = { width: 390, height: 844 } as const;
const tablet = { width: 768, height: 1024 } as const;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The part of `a` inside `b`, or null when they do not meet. */
function overlap(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

/** The text runs the preview draws: the engine's SVG labels each glyph run. */
function previewText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[data-testid="dealer-preview"] .sheet-layer g[aria-label]:not([data-aid])',
      ),
    ]
      .map((g) => g.getAttribute('aria-label') ?? '')
      .join(' '),
  );
}

/** Replaces the whole text of a rich-text field by typing, as a dealer would. */
async function typeInto(page: Page, field: Locator, text: string) {
  await field.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

describe('dealer mode on a phone and a tablet', () => {
  let suite: DesignerSuite | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  const dealerPage = async (viewport: { width: number; height: number }) => {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      // Lets axe-core be injected; the app's CSP rightly forbids inline scripts.
      bypassCSP: true,
    });
    return context.newPage();
  };

  let sheetUrl = '';

  it('finds a sheet by search, fills in a field, sees it in the preview and exports the PDF', async () => {
    const url = suite?.app.url ?? '';
    const page = await dealerPage(phone);
    await page.goto(`${url}/`);

    // The search comes before the categories, in the page and on the screen.
    const search = page.getByRole('searchbox', { name: 'Search by name, details or variant' });
    const nav = page.getByRole('navigation', { name: 'Categories' });
    await nav.waitFor();
    expect(
      await search.evaluate(
        (box, other) => Boolean(box.compareDocumentPosition(other as Node) & 4),
        await nav.elementHandle(),
      ),
    ).toBe(true);
    expect((await boxOf(search)).y).toBeLessThan((await boxOf(nav)).y);
    await screenshot(page, 'dealer-phone-overview');

    await search.fill(SEARCH);
    const card = page
      .getByRole('list', { name: 'Offer sheets' })
      .getByRole('link', { name: SHEET });
    await card.click();
    await page.waitForURL(/\/edit-region\/\d+/);
    sheetUrl = page.url();

    // The form, not the designer: no canvas, a preview as wide as the screen.
    const form = page.getByTestId('dealer-form');
    await form.waitFor();
    expect(await page.getByTestId('editor-viewport').count()).toBe(0);
    const preview = page.locator('[data-testid="dealer-preview"][data-ready="true"]');
    await preview.waitFor({ timeout: 90_000 });
    expect((await boxOf(preview)).width).toBeGreaterThan(phone.width - 40);
    await screenshot(page, 'dealer-phone-form');

    // A value typed into the form is drawn in the preview.
    const body = page.getByRole('region', { name: BODY });
    const value = 'Phone price 777 € only';
    await typeInto(page, body.getByRole('textbox', { name: BODY }), value);
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Phone price 777');

    // A tap on a magenta field of the preview puts the cursor into its input.
    await page.getByRole('button', { name: `Fill in ${PRICE}` }).tap();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(PRICE);

    // A text too long for its box is said beside its field, as on the desktop.
    const price = page.getByRole('region', { name: PRICE });
    await typeInto(
      page,
      price.getByRole('textbox', { name: PRICE }),
      'Autosalon Praha, Na Poříčí 1234/56, 110 00 Praha 1, telefon +420 222 333 444, e-mail prodej@autosalon.example, otevřeno pondělí až pátek 8 až 18 hodin, sobota 9 až 12 hodin. '.repeat(
        2,
      ),
    );
    await price.getByText(/Your text does not fit its box/).waitFor({ timeout: 10_000 });
    await screenshot(page, 'dealer-phone-overflow');
    const syncState = () => page.locator('[data-sync-state]').getAttribute('data-sync-state');
    // Saved before it is reset: a reset within the save's delay leaves the status at "Saving…"
    // (useDealerValuesSync returns early when the values are back to the saved ones).
    await expect.poll(syncState, { timeout: 15_000 }).toBe('saved');
    // Back to the sheet's own text: an overflowing value is refused by the export.
    await price.getByRole('button', { name: "Reset to the sheet's value" }).click();
    await price.getByText(/Your text does not fit its box/).waitFor({ state: 'detached' });
    await expect.poll(syncState, { timeout: 15_000 }).toBe('saved');

    const download = page.waitForEvent('download');
    const actions = page.getByRole('toolbar', { name: 'Downloads' });
    // A tap, as on a phone: a mouse's click would also hover and open the button's tooltip.
    await actions.getByRole('button', { name: 'Print PDF' }).tap();
    const pdf = new Uint8Array(await readFile((await (await download).path()) as string));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain(value);

    // The toast takes room above the buttons: it covers no input and no button.
    const toast = page.getByText('PDF downloaded.');
    await toast.waitFor();
    await page.waitForTimeout(400); // its entrance has finished
    const toastBox = await boxOf(toast);
    const scrollArea = await boxOf(page.getByTestId('dealer-form-scroll'));
    const targets = [
      ...(await form.getByRole('textbox').all()),
      ...(await actions.getByRole('button').all()),
    ];
    expect(targets.length).toBeGreaterThan(3);
    for (const target of targets) {
      const box = await boxOf(target);
      // What the scrolling fields show of an input: the rest is out of sight anyway.
      const seen = (await target.evaluate((node) => node.closest('[role="toolbar"]') !== null))
        ? box
        : overlap(box, scrollArea);
      if (seen) expect(overlap(seen, toastBox)).toBeNull();
    }
    await screenshot(page, 'dealer-phone-toast');
    await page.context().close();
  });

  it('chooses the variant on a phone, and the preview follows', async () => {
    const url = suite?.app.url ?? '';
    const page = await dealerPage(phone);
    await page.goto(`${url}/?search=${encodeURIComponent('kompletní')}`);
    await page
      .getByRole('list', { name: 'Offer sheets' })
      .getByRole('link', { name: /BMW řady 3 – kompletní zimní kola/ })
      .click();
    const preview = page.locator('[data-testid="dealer-preview"][data-ready="true"]');
    await preview.waitFor({ timeout: 90_000 });
    const variants = page.getByRole('group', { name: 'Variants' });
    await variants.getByRole('combobox').first().click();
    // The Czech copy names its variants in Czech, and its texts follow them.
    await page.getByRole('option', { name: /18 palců/ }).click();
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('18 palců');
    await screenshot(page, 'dealer-phone-variants');
    await page.context().close();
  });

  it('shows the form on a tablet in portrait, the page beside its fields', async () => {
    const page = await dealerPage(tablet);
    await page.goto(sheetUrl);
    const preview = page.locator('[data-testid="dealer-preview"][data-ready="true"]');
    await preview.waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('editor-viewport').count()).toBe(0);
    const fields = page.getByRole('region', { name: PRICE });
    expect((await boxOf(fields)).x).toBeGreaterThan((await boxOf(preview)).x + 200);
    // The value typed on the phone is on the server: the tablet shows it too.
    await expect.poll(() => previewText(page), { timeout: 10_000 }).toContain('Phone price 777');
    await screenshot(page, 'dealer-tablet-form');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('keeps the designer for a designer on a phone, with a notice', async () => {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions['regionadmin.cz'], {
      viewport: phone,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(sheetUrl);
    await page
      .locator('[data-testid="sheet-page"][data-ready="true"]')
      .waitFor({ timeout: 90_000 });
    await page.getByText(/The designer is made for screens at least 900 pixels wide/).waitFor();
    expect(await page.getByTestId('dealer-form').count()).toBe(0);
    await screenshot(page, 'dealer-phone-designer-notice');
    await context.close();
  });
});
