/**
 * `npm run docs:screenshots`: the screenshots of the user guides in docs/images/, taken from the
 * real app so they can be renewed after any change to the interface. Needs a built app
 * (`npm run build`) and Chromium (/usr/bin/chromium, or CHROMIUM_PATH). It starts the built
 * server on a fresh demo, as the browser journeys do (e2e/support), drives it as the demo users
 * and writes each picture as a palette PNG, checked to stay under 200 KB.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loggedInContext } from '../e2e/support/accounts.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from '../e2e/support/designerSuite.ts';
import { api, exportFile, waitForDesigner } from '../e2e/support/editor.ts';
import { apiSheets } from '../e2e/support/portal.ts';
import { repoRoot } from '../e2e/support/startApp.ts';

const IMAGES = join(repoRoot, 'docs', 'images');
/** The bound for each picture: the guides stay quick to load and the repository small. */
const MAX_BYTES = 200 * 1024;
const laptop = { width: 1280, height: 800 } as const;
const phone = { width: 390, height: 844 } as const;
/** The demo's reference sheet and its Czech copy, which dealer.cz fills in. */
const REFERENCE = 'Reference offer sheet';
const CZECH_REFERENCE = /Referenční nabídkový list/;

/**
 * Waits until the page stands still: no toast (they fade after a few seconds), no loading bar,
 * no transition running (a dialog fades in).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelectorAll('.notistack-Snackbar, .notistack-MuiContent').length === 0 &&
      !document.body.innerText.includes('Loading all data') &&
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 30_000, polling: 200 },
  );
}

/** Saves what the page shows now (the window, not the whole scrolled page) as a small PNG. */
async function shoot(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const raw = await page.screenshot();
  // A palette of 128 colours keeps interface screenshots sharp at a fraction of the bytes.
  let png = await sharp(raw).png({ palette: true, colours: 128, compressionLevel: 9 }).toBuffer();
  if (png.byteLength > MAX_BYTES) {
    png = await sharp(raw).png({ palette: true, colours: 48, compressionLevel: 9 }).toBuffer();
  }
  if (png.byteLength > MAX_BYTES) {
    throw new Error(`${name}.png is ${png.byteLength} bytes, more than ${MAX_BYTES}`);
  }
  await writeFile(join(IMAGES, `${name}.png`), png);
  console.log(`docs/images/${name}.png: ${Math.round(png.byteLength / 1024)} KB`);
}

async function pageAs(
  suite: DesignerSuite,
  user: keyof DesignerSuite['sessions'],
  viewport: { width: number; height: number },
  mobile = false,
): Promise<Page> {
  const context = await loggedInContext(suite.browser, suite.sessions[user], {
    viewport,
    ...(mobile ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
  });
  return context.newPage();
}

async function overview(suite: DesignerSuite): Promise<void> {
  const page = await pageAs(suite, 'admin', laptop);
  await page.goto(`${suite.app.url}/`);
  await page.getByRole('navigation', { name: 'Categories' }).waitFor();
  await page.locator('img[src*="thumbnail"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'overview');
  await page.context().close();
}

async function designer(suite: DesignerSuite, masterId: number): Promise<void> {
  const page = await pageAs(suite, 'admin', laptop);
  await page.goto(`${suite.app.url}/edit/${masterId}`);
  await waitForDesigner(page);
  await shoot(page, 'designer');
  // The batch export's dialog: one sheet for every dealer of a region.
  await page.getByRole('button', { name: 'For every dealer' }).click();
  await page.getByRole('dialog', { name: 'Export for every dealer of a region' }).waitFor();
  await shoot(page, 'export-dialog');
  await page.context().close();
}

/** dealer.cz's own price, saved as the designer saves it, so the guides show a filled-in field. */
const DEALER_VALUES = {
  Price: {
    text: '<p>Kompletní zimní kola od</p><p><strong><span data-size="xl">27 990 Kč</span></strong></p>',
  },
};

async function saveDealerValues(suite: DesignerSuite, copyId: number): Promise<void> {
  const saved = await api(
    suite.app.url,
    suite.sessions['dealer.cz'].token,
    `/api/regional_sheets/${copyId}/dealer_values`,
    { method: 'PUT', body: { values: DEALER_VALUES, version: 0 } },
  );
  if (saved.status !== 200) throw new Error(`the dealer's values answered ${saved.status}`);
}

async function dealerPhone(suite: DesignerSuite, copyId: number): Promise<void> {
  await saveDealerValues(suite, copyId);
  const page = await pageAs(suite, 'dealer.cz', phone, true);
  await page.goto(`${suite.app.url}/edit-region/${copyId}`);
  await page.locator('[data-testid="dealer-preview"] .sheet-layer').first().waitFor();
  await page.waitForLoadState('networkidle');
  await shoot(page, 'dealer-phone');
  await page.context().close();
}

async function myExports(suite: DesignerSuite, copyId: number): Promise<void> {
  // One export of the copy, so that the list has a row to show.
  await exportFile(suite.app.url, suite.sessions['dealer.cz'].token, {
    sheet: `/api/regional_sheets/${copyId}`,
    page: 'all',
    dealerValues: DEALER_VALUES,
    format: 'pdf',
  });
  const page = await pageAs(suite, 'dealer.cz', laptop);
  await page.goto(`${suite.app.url}/exports`);
  await page.getByRole('row').filter({ hasText: CZECH_REFERENCE }).first().waitFor();
  await shoot(page, 'my-exports');
  await page.context().close();
}

/** The admin rewrites a text of the master; the region admin then previews the update. */
async function regionalUpdate(suite: DesignerSuite, masterId: number, copyId: number) {
  const token = suite.sessions.admin.token;
  const before = await api(suite.app.url, token, `/api/sheets/${masterId}`);
  const data = JSON.parse(String(before.body.data)) as {
    elements: { type: string; config: { text?: string } }[];
  };
  const text = data.elements.find((element) => element.type === 'p');
  if (!text) throw new Error(`${REFERENCE} has no text`);
  text.config.text = '<p>New terms from January.</p>';
  const saved = await api(suite.app.url, token, `/api/sheets/${masterId}`, {
    method: 'PUT',
    body: { version: before.body.version, data: JSON.stringify(data) },
  });
  if (saved.status !== 200) throw new Error(`the master's save answered ${saved.status}`);
  const page = await pageAs(suite, 'regionadmin.cz', laptop);
  await page.goto(`${suite.app.url}/edit-region/${copyId}`);
  await waitForDesigner(page);
  await page.getByText('The master has changed since this copy was made').waitFor();
  await page.getByRole('button', { name: 'Update from master' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update from master' });
  await dialog.getByRole('button', { name: 'Update', exact: true }).waitFor();
  await dialog
    .getByText(/^Translations kept|^New or changed in the master/)
    .first()
    .waitFor();
  await shoot(page, 'regional-update');
  await page.context().close();
}

async function main(): Promise<void> {
  await mkdir(IMAGES, { recursive: true });
  let suite: DesignerSuite | undefined;
  try {
    suite = await startDesignerSuite('docs-screenshots-admin');
    const master = (await apiSheets(suite.app.url, suite.sessions.admin.token)).find(
      (sheet) => sheet.name === REFERENCE,
    );
    const copy = master?.regionalSheets.find((regional) => regional.region === 'cz');
    if (!master || !copy) throw new Error(`the demo has no ${REFERENCE} with a Czech copy`);
    await overview(suite);
    await designer(suite, master.id);
    await dealerPhone(suite, copy.id);
    await myExports(suite, copy.id);
    // Last: it changes the master, which the pictures above show as seeded.
    await regionalUpdate(suite, master.id, copy.id);
  } finally {
    await stopDesignerSuite(suite);
  }
}

await main();
