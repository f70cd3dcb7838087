import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api, waitForCanvas } from './support/editor.ts';
import type { RunningApp } from './support/startApp.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

const box = (top: number) => ({ left: 20, top, width: 160, height: 14 });

/** A master with a tyre-size group of two variants and a field dealers fill in. */
const MASTER_DATA = {
  schemaVersion: 2,
  ci: 'bmw',
  elements: [
    {
      id: 1,
      type: 'p',
      config: { name: 'Headline', text: '<p>Winter wheels</p>', style: box(20) },
    },
    {
      id: 2,
      type: 'p',
      config: {
        name: 'dealer_contact',
        text: '<p>Your dealer</p>',
        dealerEditable: true,
        style: box(60),
      },
    },
  ],
  variant_groups: [{ id: 1, name: 'Tyre size' }],
  variants: [
    { id: 1, name: '17 inch', group: 1 },
    { id: 2, name: '18 inch', group: 1 },
  ],
};

interface Names {
  variant_groups: { name: string }[];
  variants: { name: string }[];
  elements: { config: { name: string; dealerLabel?: string; style: { top: number } } }[];
}

/** The target cells of these keys, written as a translator would in the exported XLSX. */
async function translateXlsx(path: string, targets: Record<string, string>): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the translation workbook has no sheet');
  const headers = Array.from(sheet.getRow(1).values as unknown[], (v) => String(v ?? ''));
  const keyColumn = headers.indexOf('Element');
  const targetColumn = headers.findIndex((h) => h.startsWith('Target'));
  let written = 0;
  sheet.eachRow((row) => {
    const target = targets[String(row.getCell(keyColumn).text)];
    if (target === undefined) return;
    row.getCell(targetColumn).value = target;
    written++;
  });
  expect(written).toBe(Object.keys(targets).length);
  const out = join(tmpdir(), `e2e-variant-names-${process.pid}.xlsx`);
  await workbook.xlsx.writeFile(out);
  return out;
}

describe('variant names and dealer labels are translated with the copy', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let sessions: DesignerSuite['sessions'];
  let pageOf: DesignerSuite['pageOf'];

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
    ({ app, sessions, pageOf } = suite);
  });

  afterAll(() => stopDesignerSuite(suite));

  const adminApi = (path: string, init?: { method?: string; body?: unknown }) =>
    api(app.url, sessions.admin.token, path, init);
  const namesOf = async (path: string) =>
    JSON.parse(String((await adminApi(path)).body.data)) as Names;

  /** Exports the copy's translation file from the designer and imports `file` (or it) back. */
  async function roundTrip(
    page: Page,
    format: 'XLSX' | 'XLIFF',
    edit?: (path: string) => Promise<string>,
  ) {
    await page.getByRole('button', { name: 'Translations', exact: true }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: `Export translation (${format})` }).click(),
    ]);
    const exported = (await download.path()) as string;
    const file = edit ? await edit(exported) : exported;
    await page.getByRole('button', { name: 'Translations', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Import translation…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import a translation' });
    await dialog.getByLabel('Translation file (XLSX or XLIFF)').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByRole('dialog', { name: 'Translation imported' });
    await report.waitFor();
    return report;
  }

  const closeReport = async (page: Page) => {
    const report = page.getByRole('dialog', { name: 'Translation imported' });
    await expect
      .poll(async () => {
        if ((await report.count()) > 0) await page.keyboard.press('Escape');
        return report.count();
      })
      .toBe(0);
  };

  it('keeps the Czech names through an update from a changed master and both files', async () => {
    const created = await adminApi('/api/sheets', {
      method: 'POST',
      body: {
        name: 'Tyre sizes to translate',
        category: 1,
        status: 'unlocked',
        data: JSON.stringify(MASTER_DATA),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const masterId = Number(created.body.id);
    const copied = await adminApi('/api/regional_sheets', {
      method: 'POST',
      body: { master: masterId, region: 'cz' },
    });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    const copyId = Number(copied.body.id);

    // The region admin translates the group and a variant in the copy's designer.
    const page = await pageOf('regionadmin.cz');
    await page.goto(`${app.url}/edit-region/${copyId}`);
    await waitForCanvas(page);
    await page.getByRole('tab', { name: 'Variants' }).click();
    await page.getByRole('button', { name: 'Rename group Tyre size' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group name').fill('Rozměr pneumatik');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit variant 17 inch' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Variant name').fill('17 palců');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // And the label its dealers read above their field.
    await page.getByRole('tab', { name: 'Properties' }).click();
    await page.getByTestId('frame-dealer_contact').click();
    const label = page.getByRole('textbox', { name: 'Label for dealers' });
    await label.fill('Kontakt na prodejce');
    await label.press('Enter');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Sheet saved.').waitFor();
    const translatedBefore = (await adminApi(`/api/regional_sheets/${copyId}`)).body.translation;
    // Six texts: the two elements' texts, the group, two variants and the dealer label.
    expect(translatedBefore).toEqual({ translated: 3, total: 6 });
    await page.context().close();

    // The admin renames the other variant and moves the headline in the master.
    const before = await adminApi(`/api/sheets/${masterId}`);
    const data = JSON.parse(String(before.body.data)) as Names;
    const large = data.variants[1];
    const headline = data.elements[0];
    if (!large || !headline) throw new Error('the master lost its variant or headline');
    large.name = '18 inch rims';
    headline.config.style.top += 10;
    const saved = await adminApi(`/api/sheets/${masterId}`, {
      method: 'PUT',
      body: { version: before.body.version, data: JSON.stringify(data) },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // "Update from master" lists the names: kept, and the renamed one to translate.
    const again = await pageOf('regionadmin.cz');
    await again.goto(`${app.url}/edit-region/${copyId}`);
    await waitForCanvas(again);
    await again.getByRole('button', { name: 'Update from master' }).click();
    const update = again.getByRole('dialog', { name: 'Update from master' });
    await update.getByText('Translations kept (3)').waitFor();
    await update
      .getByText(
        'Variant group: Rozměr pneumatik, Variant: 17 palců, Label for dealers: dealer_contact',
      )
      .waitFor();
    await update.getByText('New or changed in the master, not translated yet (1)').waitFor();
    await update.getByText('Variant: 18 inch rims', { exact: true }).waitFor();
    await screenshot(again, 'variant-names-update-preview');
    await update.getByRole('button', { name: 'Update', exact: true }).click();
    await again.getByText('Not translated yet: Variant: 18 inch rims').waitFor();
    let copy = await namesOf(`/api/regional_sheets/${copyId}`);
    expect(copy.variant_groups.map((g) => g.name)).toEqual(['Rozměr pneumatik']);
    expect(copy.variants.map((v) => v.name)).toEqual(['17 palců', '18 inch rims']);
    expect(copy.elements[0]?.config.style.top).toBe(headline.config.style.top);
    expect(copy.elements[1]?.config.dealerLabel).toBe('Kontakt na prodejce');

    // The XLSX carries the names and the dealer label: the translator does the rest.
    let report = await roundTrip(again, 'XLSX', (path) =>
      translateXlsx(path, {
        '@variant.2': '18 palců',
        'dealer_contact @dealerLabel': 'Kontakt na prodejnu',
      }),
    );
    await report.getByText('Texts changed: 2').waitFor();
    await closeReport(again);
    // The banner follows the import: the renamed variant is translated now.
    await expect.poll(() => again.getByText(/Not translated yet/).count()).toBe(0);

    // An unchanged XLIFF and XLSX round trip changes nothing, and the Czech names stay.
    for (const format of ['XLIFF', 'XLSX'] as const) {
      report = await roundTrip(again, format);
      await report.getByText('Texts changed: 0').waitFor();
      await closeReport(again);
    }
    copy = await namesOf(`/api/regional_sheets/${copyId}`);
    expect(copy.variant_groups.map((g) => g.name)).toEqual(['Rozměr pneumatik']);
    expect(copy.variants.map((v) => v.name)).toEqual(['17 palců', '18 palců']);
    expect(copy.elements[1]?.config.dealerLabel).toBe('Kontakt na prodejnu');
    expect((await adminApi(`/api/regional_sheets/${copyId}`)).body.translation).toEqual({
      translated: 4,
      total: 6,
    });
    // What dealers pick from: the copy's variant menu in Czech (after the dialogs have gone).
    await expect.poll(() => again.getByRole('dialog').count()).toBe(0);
    await again.getByRole('group', { name: 'Variants' }).getByRole('combobox').first().click();
    await again.getByRole('option', { name: /18 palců/ }).waitFor();
    await screenshot(again, 'variant-names-translated');
    await again.keyboard.press('Escape');
    await again.context().close();
  });
});
