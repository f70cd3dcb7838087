import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiLogin,
  type DemoUsername,
  demoPasswords,
  demoUsernames,
  loggedInContext,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { desktop } from './support/portal.ts';
import { openDrawer, settle } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
/** The demo library (apps/server/src/seed/demoImages.ts), without the two dealer logos. */
const DEMO_IMAGES = 8;

/** A small PNG of one colour: each colour is a different file to the content-addressed store. */
function png(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 64, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Noise does not compress: a PNG of about 1.7 MB, over the 1 MB limit this app starts with. */
function bigPng(): Promise<Buffer> {
  const pixels = Buffer.alloc(760 * 760 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: 760, height: 760, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

describe('the media library', () => {
  let app: RunningApp;
  let browser: Browser;
  const sessions = {} as Record<DemoUsername, ApiSession>;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD, MAX_UPLOAD_MB: '1' });
    browser = await launchBrowser();
    const passwords = demoPasswords(app.output(), ADMIN_PASSWORD);
    // One login per account for the whole file: logins are rate limited.
    for (const user of demoUsernames) {
      sessions[user] = await apiLogin(app.url, user, passwords[user]);
    }
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function pageOf(user: DemoUsername): Promise<Page> {
    // bypassCSP lets axe-core be injected; the app's CSP rightly forbids inline scripts.
    const context = await loggedInContext(browser, sessions[user], {
      viewport: desktop,
      bypassCSP: true,
    });
    return context.newPage();
  }

  const grid = (page: Page) => page.getByRole('list', { name: 'Images' });
  const imageButton = (page: Page, name: string) =>
    grid(page).getByRole('button', { name: `Details of ${name}` });

  async function finishedUpload(page: Page, name: string) {
    const bar = page.getByRole('progressbar', { name: `Upload of ${name}` });
    await expect.poll(() => bar.getAttribute('aria-valuenow')).toBe('100');
  }

  it('uploads several files, each with its own progress, and refuses one too big', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/media`);
    await imageButton(page, 'sedan-blue-coast.jpg').waitFor();
    await page.getByText(`Images found: ${DEMO_IMAGES}`).waitFor();
    await settle(page);
    await screenshot(page, 'media-library-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel('Choose files').setInputFiles([
      { name: 'e2e-red.png', mimeType: 'image/png', buffer: await png('#c8102e') },
      { name: 'e2e-green.png', mimeType: 'image/png', buffer: await png('#2e7d32') },
    ]);
    await finishedUpload(page, 'e2e-red.png');
    await finishedUpload(page, 'e2e-green.png');
    await page.getByText('Images uploaded: 2').waitFor();
    await imageButton(page, 'e2e-red.png').waitFor();
    await imageButton(page, 'e2e-green.png').waitFor();

    // A file dropped on the zone, as a desktop's file manager would.
    const blue = [...(await png('#1c69d4'))];
    const dataTransfer = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'e2e-blue.png', { type: 'image/png' }));
      return transfer;
    }, blue);
    await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });
    await finishedUpload(page, 'e2e-blue.png');
    await imageButton(page, 'e2e-blue.png').waitFor();
    await page.getByText(`Images found: ${DEMO_IMAGES + 3}`).waitFor();
    await settle(page);
    await screenshot(page, 'media-library-uploaded-en');

    await page
      .getByLabel('Choose files')
      .setInputFiles([{ name: 'e2e-huge.png', mimeType: 'image/png', buffer: await bigPng() }]);
    await page.getByRole('alert').getByText('Image too big, max allowed size: 1 MB').waitFor();
    await page.getByText('Failed', { exact: true }).waitFor();
    expect(await imageButton(page, 'e2e-huge.png').count()).toBe(0);
    await page.context().close();
  });

  it('searches, filters by tag and edits an image’s tags', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/media`);
    await imageButton(page, 'sedan-blue-coast.jpg').waitFor();

    const search = page.getByLabel('Search by name or tag');
    await search.fill('E2E-');
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(3);
    // "rim" is only a tag of the alloy wheel.
    await search.fill('rim');
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(1);
    await imageButton(page, 'alloy-wheel.png').waitFor();
    await search.fill('');

    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByRole('button', { name: /^winter \(\d+\)$/ }).click();
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(2);
    await imageButton(page, 'winter-tyre.png').waitFor();
    await tags.getByRole('button', { name: 'All tags' }).click();
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBeGreaterThan(2);

    await imageButton(page, 'e2e-red.png').click();
    const details = page.getByRole('dialog', { name: 'e2e-red.png' });
    await details.getByText('96 × 64').waitFor();
    await details.getByText('admin', { exact: true }).waitFor();
    await details.getByLabel('Tags').fill('e2e-tag');
    await details.getByLabel('Tags').press('Enter');
    await settle(page);
    await screenshot(page, 'media-details-en');
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Image saved.').waitFor();

    await tags.getByRole('button', { name: 'e2e-tag (1)' }).click();
    await expect.poll(() => grid(page).getByRole('listitem').count()).toBe(1);
    await imageButton(page, 'e2e-red.png').waitFor();
    await page.context().close();
  });

  it('refuses to delete an image a sheet uses, and deletes one no sheet uses', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/media`);

    await imageButton(page, 'sedan-blue-coast.jpg').click();
    await page
      .getByRole('dialog', { name: 'sedan-blue-coast.jpg' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete image?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(/^The image is used by: .+/).waitFor();
    await screenshot(page, 'media-delete-refused-en');
    // Escape reaches the details dialog only once the confirmation has closed and given the
    // focus back; on a loaded machine a key pressed during that hand-over went nowhere.
    await page.getByRole('dialog', { name: 'Delete image?' }).waitFor({ state: 'detached' });
    const details = page.getByRole('dialog', { name: 'sedan-blue-coast.jpg' });
    await expect
      .poll(async () => {
        if ((await details.count()) > 0) await page.keyboard.press('Escape');
        return details.count();
      })
      .toBe(0);
    // Still there once the dialog has closed (an open modal hides the grid from the a11y tree).
    await imageButton(page, 'sedan-blue-coast.jpg').waitFor();

    await imageButton(page, 'e2e-green.png').click();
    await page
      .getByRole('dialog', { name: 'e2e-green.png' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete image?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Image deleted.').waitFor();
    await expect.poll(() => imageButton(page, 'e2e-green.png').count()).toBe(0);
    await page.context().close();
  });

  it('links the library for a region admin and refuses it to a dealer', async () => {
    const regionAdmin = await pageOf('regionadmin.cz');
    await regionAdmin.goto(`${app.url}/de`);
    const drawer = await openDrawer(regionAdmin, 'Menü öffnen', 'Menü');
    await drawer.getByRole('link', { name: 'Mediathek' }).click();
    await regionAdmin.waitForURL(`${app.url}/de/media`);
    await regionAdmin.getByRole('list', { name: 'Bilder' }).waitFor();
    // Dealer logos are the admins' business.
    expect(await regionAdmin.getByRole('tab', { name: 'Händlerlogos' }).count()).toBe(0);
    await settle(regionAdmin);
    await screenshot(regionAdmin, 'media-library-regionadmin-de');
    await regionAdmin.context().close();

    const dealer = await pageOf('dealer.cz');
    await dealer.goto(`${app.url}/media`);
    await dealer.getByText('Only administrators and region admins may open this page.').waitFor();
    const dealerDrawer = await openDrawer(dealer);
    expect(await dealerDrawer.getByRole('link', { name: 'Media library' }).count()).toBe(0);
    await dealer.context().close();
  });

  it('lets an admin upload, replace and delete a dealer logo', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/media?tab=logos`);
    const table = page.getByRole('table', { name: 'Dealer logos' });
    await table.getByRole('cell', { name: '52001', exact: true }).first().waitFor();
    expect(
      await page.getByRole('button', { name: /^Delete the mini logo of 52001$/ }).count(),
    ).toBe(0);

    const form = page.getByRole('form', { name: 'Upload a dealer logo' });
    await form.getByLabel('Dealer number').fill('52001');
    await form.getByLabel('Brand').fill('mini');
    await form
      .getByLabel('Choose logo')
      .setInputFiles([
        { name: 'mini-52001.png', mimeType: 'image/png', buffer: await png('#111111') },
      ]);
    await form.getByRole('button', { name: 'Upload or replace' }).click();
    await page.getByText('Dealer logo saved.').waitFor();
    await page.getByRole('button', { name: 'Delete the mini logo of 52001' }).waitFor();
    const preview = page.getByRole('img', { name: 'Logo of dealer 52001 for mini' });
    const first = await preview.getAttribute('src');

    // The same dealer and brand again replaces the logo instead of adding a second one.
    await form.getByLabel('Dealer number').fill('52001');
    await form.getByLabel('Brand').fill('mini');
    await form
      .getByLabel('Choose logo')
      .setInputFiles([
        { name: 'mini-52001-new.png', mimeType: 'image/png', buffer: await png('#444444') },
      ]);
    await form.getByRole('button', { name: 'Upload or replace' }).click();
    await expect.poll(() => preview.getAttribute('src')).not.toBe(first);
    expect(await page.getByRole('button', { name: 'Delete the mini logo of 52001' }).count()).toBe(
      1,
    );
    await settle(page);
    await screenshot(page, 'media-dealer-logos-en');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The dealer of 52001 now gets both logos, and only their own.
    const response = await fetch(`${app.url}/api/dealer_logos?hnr=52001`, {
      headers: { authorization: `Bearer ${sessions['dealer.pl'].token}` },
    });
    const logos = (await response.json()) as { 'hydra:member': { brand: string }[] };
    expect(logos['hydra:member'].map((logo) => logo.brand).sort()).toEqual(['bmw', 'mini']);

    await page.getByRole('button', { name: 'Delete the mini logo of 52001' }).click();
    await page
      .getByRole('dialog', { name: 'Delete dealer logo?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Dealer logo deleted.').waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Delete the mini logo of 52001' }).count())
      .toBe(0);
    await page.context().close();
  });
});
