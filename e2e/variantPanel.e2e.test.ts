import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForCanvas } from './support/editor.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

/**
 * Issue 41 point 5: with a combination selected and "Edit for this combination" off, the
 * properties panel shows what the canvas shows (the 18-inch tyre label of the BMW 3 Series
 * offer, whose base is the 17-inch one) and says that an edit goes to the base.
 */
describe('the properties panel for a variant combination', () => {
  let suite: DesignerSuite | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  it("shows the 18-inch label's size and where an edit goes", async () => {
    if (!suite) throw new Error('the app did not start');
    const page = await suite.pageOf('admin');
    await page.goto(`${suite.app.url}/?search=${encodeURIComponent('complete winter wheels')}`);
    await page
      .getByRole('list', { name: 'Offer sheets' })
      .getByRole('link', { name: 'BMW 3 Series – complete winter wheels' })
      .click();
    await waitForCanvas(page);

    await page.getByRole('group', { name: 'Variants' }).getByRole('combobox').first().click();
    await page.getByRole('option', { name: /18 inch/ }).click();
    await page.getByTestId('frame-Tyre label').click();

    const size = page.getByRole('textbox', { name: 'Size designation' });
    await expect.poll(() => size.inputValue()).toBe('225/40 R18 92V');
    const target = page.getByTestId('edit-target');
    await expect
      .poll(() => target.textContent())
      .toMatch(/^Editing the base: .* Values set for 18 inch alone are shown/);
    await screenshot(page, 'variant-panel-base');

    // An edit of the base there would not be seen: refused, with the way to do either.
    await size.fill('205/55 R16 91H');
    await size.press('Enter');
    await page.getByText(/18 inch has its own value here/).waitFor();
    await screenshot(page, 'variant-panel-refused');
    await page.context().close();
  });
});
