import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

/** A master with a Czech copy in the seeded demo. */
const MASTER = 'Reference offer sheet';

describe('the language of a text in the designer (issue 44 point 3)', () => {
  let suite: DesignerSuite | undefined;
  let masterId = 0;
  let copyId = 0;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
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

  it('shows a master’s text as English and a copy’s as Czech where translated, and sets one', async () => {
    const page = await suite?.pageOf('admin');
    if (!page) throw new Error('the app did not start');
    await page.goto(`${url()}/edit/${masterId}`);
    await waitForCanvas(page);
    await page.getByTestId('frame-Body').click();
    const select = page.getByRole('combobox', { name: 'Language' });
    await select.scrollIntoViewIfNeeded();
    expect(await select.textContent()).toContain('Automatic: English');

    await page.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(page);
    await page.getByTestId('frame-Body').click();
    await select.scrollIntoViewIfNeeded();
    expect(await select.textContent()).toContain('Automatic: Czech when translated, else English');
    await select.click();
    await page.getByRole('option', { name: 'German' }).click();
    // The choice is applied once German's hyphenation patterns are loaded.
    await page.getByRole('combobox', { name: 'Language' }).filter({ hasText: 'German' }).waitFor();
    await select.scrollIntoViewIfNeeded();
    await screenshot(page, 'text-language-designer');
  });
});
