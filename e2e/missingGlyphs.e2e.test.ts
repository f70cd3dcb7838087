import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import type { RunningApp } from './support/startApp.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

const REFERENCE = 'Reference offer sheet';

// Issue 44 point 1: a character no font has is named beside the field, and the export refused.
describe('characters no font has, in the dealer’s view', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let sessions: DesignerSuite['sessions'];
  let pageOf: DesignerSuite['pageOf'];

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
    ({ app, sessions, pageOf } = suite);
  });

  afterAll(() => stopDesignerSuite(suite));

  it('names 汽车 and 😀 under the field, sets ☎, and the export says why it is refused', async () => {
    const sheets = await apiSheets(app.url, sessions.admin.token);
    const copy = sheets
      .find((sheet) => sheet.name === REFERENCE)
      ?.regionalSheets.find((c) => c.region === 'cz');
    expect(copy).toBeDefined();
    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/edit-region/${copy?.id}`);
    await waitForCanvas(page);

    await page.getByTestId('frame-Dealer contact').click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Autohaus 汽车 ☎ 0800 😀');
    const warning = page
      .getByRole('alert')
      .filter({ hasText: 'Your text contains characters that cannot be printed' });
    await warning.waitFor({ timeout: 15_000 });
    // The symbol font's ☎ is not named, once its face has arrived.
    await page
      .getByRole('alert')
      .filter({ hasText: 'cannot be printed: 汽 车 😀.' })
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'missing-glyphs-dealer');

    await page.getByRole('button', { name: 'Print PDF' }).click();
    await page
      .getByText(
        "The text for 'Kontakt na prodejce' contains characters that no font can print: 汽 车 😀. Remove or replace them to export.",
      )
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'missing-glyphs-refused');
    await page.context().close();
  });
});
