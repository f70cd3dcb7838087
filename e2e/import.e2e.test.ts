import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiLogin, loggedInContext } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { apiSheets, desktop } from './support/portal.ts';
import { settle } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
const TEMPLATE = 'Reference offer sheet';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface StoredElement {
  type: string;
  config: { name: string; text?: string };
}

describe('import and translations in the sheet overview', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: ApiSession;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD });
    browser = await launchBrowser();
    admin = await apiLogin(app.url, 'admin', ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const api = async (path: string) => {
    const response = await fetch(`${app.url}${path}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    return response.json();
  };
  /** The first text element of a sheet's main page, straight from the API. */
  const firstText = async (path: string) => {
    const data = JSON.parse((await api(path)).data) as { elements: StoredElement[] };
    return data.elements.find((element) => element.type === 'p') as StoredElement;
  };

  async function overview(): Promise<Page> {
    const context = await loggedInContext(browser, admin, { viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${app.url}/overview`);
    await page.getByRole('table', { name: 'Sheet Overview' }).getByRole('row').nth(2).waitFor();
    return page;
  }

  it('runs a dry run and then a real import of a CSV file', async () => {
    const sheets = await apiSheets(app.url, admin.token);
    const template = sheets.find((sheet) => sheet.name === TEMPLATE);
    const target = await firstText(`/api/sheets/${template?.id}`);
    const csv = join(tmpdir(), `e2e-import-${process.pid}.csv`);
    await writeFile(csv, `\uFEFF${target.config.name}\nImported in the browser\n`);

    const page = await overview();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a sheet from CSV or XLSX' });
    await dialog.getByRole('combobox', { name: 'Template sheet' }).fill('Reference');
    await page.getByRole('option', { name: `${TEMPLATE} (${template?.id})` }).click();
    await dialog.getByLabel('File (CSV or XLSX)').setInputFiles(csv);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('test');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const result = dialog.getByRole('status');
    await result.waitFor();
    expect(await result.innerText()).toContain(
      `TEST Import, sheet not saved. Result: one sheet without variants; elements changed: 1 (${target.config.name})`,
    );
    await screenshot(page, 'import-dry-run-en');
    expect((await apiSheets(app.url, admin.token)).length).toBe(sheets.length);

    await dialog.getByRole('textbox', { name: 'Name' }).fill('Imported in e2e');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    // Attached, not visible: once in CI (not reproduced in three runs alone) the toast stayed
    // hidden in notistack's transition for 30 s; the new sheet's row below is the outcome.
    await page.getByText('Sheet imported: Imported in e2e').waitFor({ state: 'attached' });
    await page
      .getByRole('table', { name: 'Sheet Overview' })
      .getByRole('cell', { name: 'Imported in e2e', exact: true })
      .waitFor();
    const created = (await apiSheets(app.url, admin.token)).find(
      (sheet) => sheet.name === 'Imported in e2e',
    );
    expect((await firstText(`/api/sheets/${created?.id}`)).config.text).toBe(
      'Imported in the browser',
    );
    expect((await api(`/api/sheets/${created?.id}`)).variants ?? []).toEqual([]);
    await page.context().close();
  });

  it('exports a regional copy as XLIFF and imports a translated target back', async () => {
    const sheets = await apiSheets(app.url, admin.token);
    const copy = sheets
      .find((sheet) => sheet.name === TEMPLATE)
      ?.regionalSheets.find((c) => c.region === 'cz');
    const target = await firstText(`/api/regional_sheets/${copy?.id}`);

    const page = await overview();
    await page.getByLabel('Filter by id, name, category or region').fill(TEMPLATE);
    const menu = page.getByRole('button', { name: `Translations of ${TEMPLATE} (CZ)` });
    await menu.click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Export translation (XLIFF)' }).click(),
    ]);
    await page.getByText('Translation exported.').waitFor();
    expect(download.suggestedFilename()).toMatch(/ cs\.xlf$/);
    const xliff = await readFile((await download.path()) as string, 'utf8');
    expect(xliff).toContain('urn:oasis:names:tc:xliff:document:2.0');

    // The translator's change: the first text element's target, and nothing else.
    const unit = new RegExp(
      `(<unit id="u\\d+" name="${escapeRegExp(target.config.name)}">[\\s\\S]*?<target>)[\\s\\S]*?(</target>)`,
    );
    expect(xliff).toMatch(unit);
    const translated = join(tmpdir(), `e2e-translated-${process.pid}.xlf`);
    await writeFile(translated, xliff.replace(unit, '$1Přeloženo v prohlížeči$2'));

    await menu.click();
    await page.getByRole('menuitem', { name: 'Import translation…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a translation' });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByText('Error importing the translation. Please select a translation file.')
      .waitFor();
    await dialog.getByLabel('Translation file (XLSX or XLIFF)').setInputFiles(translated);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Translation imported' })
      .getByText('Texts changed: 1')
      .waitFor();
    await settle(page);
    await screenshot(page, 'translation-import-report-en');
    // A translation keeps the paragraph of the text it replaced.
    const words = 'Přeloženo v prohlížeči';
    expect((await firstText(`/api/regional_sheets/${copy?.id}`)).config.text).toBe(
      target.config.text?.startsWith('<p>') ? `<p>${words}</p>` : words,
    );
    await page.context().close();
  });
});
