import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { settle } from './support/shell.ts';
import type { RunningApp } from './support/startApp.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
const REFERENCE = 'Reference offer sheet';

describe('preflight in the designer', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let sessions: DesignerSuite['sessions'];
  let pageOf: DesignerSuite['pageOf'];

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    ({ app, sessions, pageOf } = suite);
  });

  afterAll(() => stopDesignerSuite(suite));

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

    // Saved, the server refuses to print it (Regulation (EU) 2020/740, issue 44 point 7) and
    // says what the regulation asks; the screen PDF downloads, its preflight finding the same.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await settle(page);
    await page.getByRole('button', { name: 'Print PDF' }).click();
    await page
      .getByText(/would print at 52\.9 × 77\.5 mm\..*at least 75 × 110 mm\. Enlarge its box/)
      .waitFor({ timeout: 15_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Screen PDF' }).click();
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
