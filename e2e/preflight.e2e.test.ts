import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiLogin,
  type DemoUsername,
  demoPasswords,
  demoUsernames,
  loggedInContext,
} from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { designerWindow, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { settle } from './support/shell.ts';
import { type RunningApp, startApp } from './support/startApp.ts';

const ADMIN_PASSWORD = 'e2e-preflight-admin';
const REFERENCE = 'Reference offer sheet';

describe('preflight in the designer', () => {
  let app: RunningApp;
  let browser: Browser;
  const sessions = {} as Record<DemoUsername, ApiSession>;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD });
    browser = await launchBrowser();
    const passwords = demoPasswords(app.output(), ADMIN_PASSWORD);
    for (const user of demoUsernames) {
      sessions[user] = await apiLogin(app.url, user, passwords[user]);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function pageOf(user: DemoUsername): Promise<Page> {
    const context = await loggedInContext(browser, sessions[user], { viewport: designerWindow });
    return context.newPage();
  }

  const preflightButton = (page: Page) => page.getByRole('button', { name: /^Preflight – / });

  it('lists a too small tyre label live, and choosing it selects the label', async () => {
    const sheets = await apiSheets(app.url, sessions.admin.token);
    const reference = sheets.find((sheet) => sheet.name === REFERENCE);
    expect(reference).toBeDefined();
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/${reference?.id}`);
    await waitForCanvas(page);
    const before = await preflightButton(page).getAttribute('aria-label');

    await page.getByTestId('frame-Tyre label').click();
    const width = page.getByLabel('Width', { exact: true });
    await width.fill('150');
    await width.press('Enter');
    await expect
      .poll(() => preflightButton(page).getAttribute('aria-label'), { timeout: 10_000 })
      .not.toBe(before);

    await page.getByTestId('sheet-page').click({ position: { x: 5, y: 5 } });
    await preflightButton(page).click();
    const list = page.getByRole('dialog', { name: 'Preflight' });
    const finding = list.getByRole('button', { name: /The tyre label prints at 52.9 × 77.5 mm/ });
    await finding.waitFor();
    await screenshot(page, 'preflight-list');
    await finding.click();
    await expect.poll(() => list.isVisible()).toBe(false);
    // The label is selected: its properties are shown.
    await expect.poll(() => width.inputValue()).toBe('150');

    // Saved and exported, the server's preflight finds the same, and one toast says so.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await settle(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print PDF' }).click();
    await download;
    await page
      .getByText(/ downloaded\. Preflight – errors: 1, warnings: 1\.$/)
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'preflight-exported');
    await page.context().close();
  });

  it('tells a dealer beside the field that their text overflows, and the export says why it is refused', async () => {
    const sheets = await apiSheets(app.url, sessions.admin.token);
    const reference = sheets.find((sheet) => sheet.name === REFERENCE);
    const copy = reference?.regionalSheets.find((c) => c.region === 'cz');
    expect(copy).toBeDefined();
    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/edit-region/${copy?.id}`);
    await waitForCanvas(page);

    await page.getByTestId('frame-Dealer contact').click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    for (let line = 0; line < 10; line++) {
      await page.keyboard.type(`Autohaus Praha, line ${line + 1}`);
      await page.keyboard.press('Enter');
    }
    const warning = page.getByRole('alert').filter({ hasText: 'Your text does not fit its box' });
    await warning.waitFor({ timeout: 10_000 });
    await screenshot(page, 'preflight-dealer-overflow');

    await page.getByRole('button', { name: 'Print PDF' }).click();
    await page
      .getByText(
        /^The text for 'Dealer contact' does not fit its box: it runs [\d.]+ pt below it\./,
      )
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'preflight-dealer-refused');
    await page.context().close();
  });
});
