import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tyreTemplateData } from '../apps/server/src/test/tyreTemplate.ts';
import { type ApiSession, apiLogin, loggedInContext } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { desktop } from './support/portal.ts';
import { noteToasts, settle, toastsSeen } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, repoRoot, startApp } from './support/startApp.ts';

const TEMPLATE = 'Guide template';

interface StoredElement {
  type: string;
  config: { name: string; tyre?: { sizeDesignation: string } };
  variants: { variants: number[]; config: { tyre?: { sizeDesignation: string } } }[];
}

// Issue 43 point 6: the import dialog guides the file (columns, samples, suggestions), its
// result links to the new sheet and stays, and the template's tyre labels survive.
describe('import guides', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: ApiSession;
  let templateId: number;

  const api = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${app.url}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${admin.token}`,
        'content-type': 'application/json',
        ...init.headers,
      },
    });
    return response.json();
  };

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD: JOURNEY_ADMIN_PASSWORD });
    browser = await launchBrowser();
    admin = await apiLogin(app.url, 'admin', JOURNEY_ADMIN_PASSWORD);
    const categories = await api('/api/categories');
    const created = await api('/api/sheets', {
      method: 'POST',
      body: JSON.stringify({
        name: TEMPLATE,
        category: categories['hydra:member'][0]['@id'],
        data: JSON.stringify(tyreTemplateData()),
      }),
    });
    templateId = created.id;
    expect(templateId).toBeGreaterThan(0);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function importDialog(
    prefix = '',
  ): Promise<{ page: Page; dialog: ReturnType<Page['getByRole']> }> {
    const context = await loggedInContext(browser, admin, { viewport: desktop });
    const page = await context.newPage();
    await page.goto(`${app.url}${prefix}/overview`);
    await page.getByRole('table').getByRole('row').nth(2).waitFor();
    return { page, dialog: page.getByRole('dialog') };
  }

  async function chooseTemplate(page: Page, dialog: ReturnType<Page['getByRole']>) {
    await dialog.getByRole('combobox').first().fill('Guide');
    await page.getByRole('option', { name: `${TEMPLATE} (${templateId})` }).click();
  }

  it('lists the columns, gives a sample that imports back with its tyre labels, and links the new sheet', async () => {
    const { page, dialog } = await importDialog();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await chooseTemplate(page, dialog);
    const columns = dialog.getByRole('list', { name: 'Columns this template takes' });
    await columns.waitFor();
    expect(await columns.getByRole('listitem').allInnerTexts()).toEqual([
      'Variant group',
      'Variant name',
      'Variant details',
      'Headline',
      'Price',
      'Features',
      'Photo',
      'Icons',
      'Footer',
    ]);
    await dialog.getByText('One row per variant: Tyre size: 17 inch, 18 inch').waitFor();
    await dialog
      .getByText('No column fills these; they stay as in the template: Tyre label')
      .waitFor();
    await settle(page);
    await screenshot(page, 'import-guide-en');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Sample CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${TEMPLATE} import sample.csv`);
    const sample = await readFile((await download.path()) as string, 'utf8');
    expect(sample.split('\r\n')[0]).toBe(
      '\uFEFFVariant group;Variant name;Variant details;Headline;Price;Features;Photo;Icons;Footer',
    );
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Sample XLSX' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`${TEMPLATE} import sample.xlsx`);

    // A misspelt column: SPEC's refusal, and the template's name it meant.
    const misspelt = join(tmpdir(), `e2e-guide-misspelt-${process.pid}.csv`);
    await writeFile(misspelt, sample.replace(';Price;', ';Prcie;'));
    await dialog.getByLabel('File (CSV or XLSX)').setInputFiles(misspelt);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('From the sample');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog
      .getByRole('alert')
      .getByText(
        'The element "Prcie" specified as a target was not found in the template. Import canceled. Did you mean "Price"?',
        { exact: false },
      )
      .waitFor();
    await settle(page);
    await screenshot(page, 'import-did-you-mean-en');

    // The sample as it came: the new sheet, its toast with a link that stays.
    const unchanged = join(tmpdir(), `e2e-guide-sample-${process.pid}.csv`);
    await writeFile(unchanged, sample);
    await dialog.getByLabel('File (CSV or XLSX)').setInputFiles(unchanged);
    await noteToasts(page);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const link = page.getByRole('link', { name: 'Open sheet' });
    await link.waitFor();
    await page
      .getByRole('table')
      .getByRole('cell', { name: 'From the sample', exact: true })
      .waitFor();
    // The list's reload after the import does not take the result off the screen.
    await page.waitForTimeout(1500);
    expect(await link.isVisible()).toBe(true);
    expect(await toastsSeen(page)).toEqual(['Sheet imported: From the sample']);
    await screenshot(page, 'import-toast-link-en');
    const href = (await link.getAttribute('href')) as string;
    const id = Number(/\/edit\/(\d+)$/.exec(href)?.[1]);
    expect(id).toBeGreaterThan(templateId);
    await link.click();
    await page.waitForURL(`${app.url}/edit/${id}`);

    const sheet = await api(`/api/sheets/${id}`);
    const data = JSON.parse(sheet.data) as {
      elements: StoredElement[];
      variants: { id: number; name: string }[];
    };
    const label = data.elements.find((e) => e.type === 'tyre_label') as StoredElement;
    expect(
      data.variants.map((v) => [
        v.name,
        label.variants.find((entry) => entry.variants.includes(v.id))?.config.tyre?.sizeDesignation,
      ]),
    ).toEqual([
      ['17 inch', '225/50 R17 94V'],
      ['18 inch', '225/45 R18 95Y'],
    ]);
    await page.context().close();
  });

  it('guides in Czech', async () => {
    const cz = JSON.parse(
      await readFile(join(repoRoot, 'apps/web/src/i18n/locales/cz.json'), 'utf8'),
    ) as { import: { action: string; guide: Record<string, string> } };
    const { page, dialog } = await importDialog('/cz');
    await page.getByRole('button', { name: cz.import.action, exact: true }).click();
    await chooseTemplate(page, dialog);
    await dialog.getByRole('list', { name: cz.import.guide.title }).waitFor();
    await dialog.getByRole('button', { name: cz.import.guide.sampleXlsx }).waitFor();
    await settle(page);
    await screenshot(page, 'import-guide-cz');
    await page.context().close();
  });
});
