import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api, designerWindow, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD, repoRoot } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
/** The master whose fields Body and Price are open to dealers, with a Czech copy. */
const MASTER = 'Reference offer sheet';
const phone = { width: 390, height: 844 } as const;

interface Config {
  name: string;
  dealerLabel?: string;
}

describe('labels dealers read on their fields (issue 43 point 3)', () => {
  let suite: DesignerSuite | undefined;
  let masterId = 0;
  let copyId = 0;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    const master = (await apiSheets(suite.app.url, suite.sessions.admin.token)).find(
      (sheet) => sheet.name === MASTER,
    );
    const copy = master?.regionalSheets.find((c) => c.region === 'cz');
    if (master === undefined || copy === undefined) throw new Error(`no Czech copy of ${MASTER}`);
    masterId = master.id;
    copyId = copy.id;
  });

  afterAll(() => stopDesignerSuite(suite));

  const url = () => suite?.app.url ?? '';
  /** The Price element's config as saved, in the master or the copy. */
  const savedPrice = async (path: string) => {
    const { body } = await api(url(), suite?.sessions.admin.token ?? '', path);
    const data = JSON.parse(String(body.data)) as { elements: { config: Config }[] };
    return data.elements.find((e) => e.config.name === 'Price')?.config;
  };

  /** Selects Price on the canvas, writes its label for dealers and saves the sheet. */
  async function labelPrice(page: Page, label: string, placeholder: string) {
    await waitForCanvas(page);
    await page.getByTestId('frame-Price').click();
    const field = page.getByRole('textbox', { name: 'Label for dealers' });
    expect(await field.getAttribute('placeholder')).toBe(placeholder);
    await field.fill(label);
    await field.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Sheet saved.').waitFor();
  }

  it('lets the admin write a label in the designer, in place of the element name', async () => {
    const page = await suite?.pageOf('admin');
    if (!page) throw new Error('the app did not start');
    await page.goto(`${url()}/edit/${masterId}`);
    // Empty, dealers would read the name made readable: "Price".
    await labelPrice(page, 'Your price', 'Price');
    await screenshot(page, 'dealer-label-designer-en');

    // The small slip beside it: a background of "None" has a swatch that says none, not black.
    await page.getByTestId('frame-Body').click();
    const background = page.getByRole('textbox', { name: 'Background colour', exact: true });
    await background.scrollIntoViewIfNeeded();
    expect(await background.inputValue()).toBe('');
    const swatch = page.locator('[data-swatch]').filter({
      has: page.getByLabel('Pick Background colour'),
    });
    expect(await swatch.getAttribute('data-swatch')).toBe('none');
    await background
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl")][1]')
      .screenshot({
        path: join(repoRoot, 'test-results', 'background-none-swatch.png'),
      });
    expect(await savedPrice(`/api/sheets/${masterId}`)).toMatchObject({
      name: 'Price',
      dealerLabel: 'Your price',
    });
    await page.context().close();
  });

  it("lets the region admin write the Czech copy's label in its designer", async () => {
    const page = await suite?.pageOf('regionadmin.cz');
    if (!page) throw new Error('the app did not start');
    await page.goto(`${url()}/edit-region/${copyId}`);
    await labelPrice(page, 'Vaše cena', 'Price');
    expect(await savedPrice(`/api/regional_sheets/${copyId}`)).toMatchObject({
      name: 'Price',
      dealerLabel: 'Vaše cena',
    });
    await page.context().close();
  });

  it('shows dealer.cz the Czech label in the phone form and in the desktop panel', async () => {
    if (!suite) throw new Error('the app did not start');
    const phoneContext = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const form = await phoneContext.newPage();
    await form.goto(`${url()}/cz/edit-region/${copyId}`);
    await form.getByTestId('dealer-form').waitFor();
    const price = form.getByRole('region', { name: 'Vaše cena' });
    await price.getByRole('heading', { name: 'Vaše cena' }).waitFor();
    // The rich-text box of the field is named by the label too, and the preview's button.
    expect(await price.getByRole('textbox', { name: 'Vaše cena' }).count()).toBe(1);
    await form
      .locator('[data-testid="dealer-preview"][data-ready="true"]')
      .waitFor({ timeout: 90_000 });
    expect(await form.getByRole('button', { name: 'Vyplnit Vaše cena' }).count()).toBe(1);
    expect(await form.getByRole('heading', { name: 'Price', exact: true }).count()).toBe(0);
    await price.scrollIntoViewIfNeeded();
    await screenshot(form, 'dealer-label-phone-cz');
    await phoneContext.close();

    const desktopContext = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport: designerWindow,
    });
    const desktop = await desktopContext.newPage();
    await desktop.goto(`${url()}/cz/edit-region/${copyId}`);
    await waitForCanvas(desktop);
    await desktop.getByTestId('frame-Price').click();
    await desktop.getByRole('heading', { level: 2, name: 'Vaše cena' }).waitFor();
    await screenshot(desktop, 'dealer-label-panel-cz');
    await desktopContext.close();
  });
});
