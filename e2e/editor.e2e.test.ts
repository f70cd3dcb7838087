import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api, canvasRuns, exportFile, pdfText, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { settle } from './support/shell.ts';
import type { RunningApp } from './support/startApp.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

interface SheetData {
  elements: { id: number; type: string; config: Record<string, unknown> & { name: string } }[];
}

/** The file names in a zip archive, from its central directory. */
function zipNames(zip: Uint8Array): string[] {
  const data = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  let at = data.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < data.getUint16(end + 10, true); i++) {
    const length = data.getUint16(at + 28, true);
    names.push(new TextDecoder().decode(zip.subarray(at + 46, at + 46 + length)));
    at += 46 + length + data.getUint16(at + 30, true) + data.getUint16(at + 32, true);
  }
  return names;
}

describe('the designer', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let sessions: DesignerSuite['sessions'];
  let pageOf: DesignerSuite['pageOf'];

  beforeAll(async () => {
    // Not the built-in bmw: a new sheet must take the server's setting, not a constant.
    suite = await startDesignerSuite(ADMIN_PASSWORD, { DEFAULT_CI: 'mini' });
    ({ app, sessions, pageOf } = suite);
  });

  afterAll(() => stopDesignerSuite(suite));

  const adminApi = (path: string, init?: { method?: string; body?: unknown }) =>
    api(app.url, sessions.admin.token, path, init);

  async function sheetData(path: string): Promise<SheetData> {
    const { body } = await adminApi(path);
    return JSON.parse(String(body.data)) as SheetData;
  }

  /** Drags an element's frame by a distance in screen pixels, in small mouse steps. */
  async function drag(page: Page, name: string, dx: number, dy: number) {
    const box = await page.getByTestId(`frame-${name}`).boundingBox();
    if (!box) throw new Error(`${name} is not on the canvas`);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx, y + dy, { steps: 8 });
    await page.mouse.up();
  }

  it('refuses /edit/create to non-admins and another region’s copy to its neighbours', async () => {
    const dealer = await pageOf('dealer.cz');
    await dealer.goto(`${app.url}/edit/create`);
    await dealer.getByText('You are not allowed to create a new document.').waitFor();
    await dealer.context().close();

    const masters = await apiSheets(app.url, sessions.admin.token);
    const czCopy = masters.flatMap((m) => m.regionalSheets).find((c) => c.region === 'cz');
    expect(czCopy).toBeDefined();
    const neighbour = await pageOf('dealer.pl');
    await neighbour.goto(`${app.url}/edit-region/${czCopy?.id}`);
    await neighbour.getByText('You are not allowed to open a document of this region.').waitFor();
    expect(await neighbour.getByTestId('sheet-page').count()).toBe(0);
    await neighbour.context().close();

    // The admin may open any region.
    const admin = await pageOf('admin');
    await admin.goto(`${app.url}/edit-region/${czCopy?.id}`);
    await waitForCanvas(admin);
    await admin.context().close();
  });

  let createdId = 0;

  it('creates a sheet: the Settings checks, then 201 and /edit/{id}, intact after a reload', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/create`);
    await waitForCanvas(page);
    // Until the first save the downloads are grey; pointing at one says why.
    const pdf = page.getByRole('button', { name: 'Print PDF' });
    expect(await pdf.isDisabled()).toBe(true);
    const box = await pdf.boundingBox();
    await page.mouse.move((box?.x ?? 0) + 5, (box?.y ?? 0) + 5);
    await page.getByRole('tooltip', { name: 'Save the sheet before exporting it.' }).waitFor();
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Please enter 'Name' under 'Settings'.").waitFor();

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E designer sheet');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Please enter 'Category' under 'Settings'.").waitFor();

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Winter' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Add Text' }).click();
    await page.getByTestId('frame-Text 1').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/edit\/\d+$/, { timeout: 90_000 });
    await page.getByText('Sheet created.').waitFor();
    createdId = Number(new URL(page.url()).pathname.split('/').pop());
    expect(createdId).toBeGreaterThan(0);

    const { body } = await adminApi(`/api/sheets/${createdId}`);
    expect(body.name).toBe('E2E designer sheet');
    const data = JSON.parse(String(body.data)) as SheetData;
    expect(data.elements.map((e) => [e.type, e.config.name])).toEqual([['p', 'Text 1']]);
    expect(data.ci).toBe('mini');

    await page.reload();
    await waitForCanvas(page);
    await page.getByTestId('frame-Text 1').waitFor();
    const runs = await canvasRuns(page);
    expect(runs.map((run) => run.text).join(' ')).toContain('Example');
    await page.locator('header').getByText('E2E designer sheet').waitFor();
    await page.context().close();
  });

  it('undoes and redoes a move with the keyboard, saves it (200) and asks before leaving', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/${createdId}`);
    await waitForCanvas(page);
    const frame = page.getByTestId('frame-Text 1');
    const before = await frame.boundingBox();
    await drag(page, 'Text 1', 80, 60);
    const moved = await frame.boundingBox();
    expect((moved?.x ?? 0) - (before?.x ?? 0)).toBeGreaterThan(40);

    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await frame.boundingBox())?.x).toBeCloseTo(before?.x ?? 0, 0);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => (await frame.boundingBox())?.x).toBeCloseTo(moved?.x ?? 0, 0);
    // Arrows nudge by 1 pt, Shift by 10.
    await page.keyboard.press('Shift+ArrowDown');

    await page.getByRole('link', { name: 'Overview' }).click();
    await page.getByText('Leave without saving?').waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(new URL(page.url()).pathname).toBe(`/edit/${createdId}`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Sheet saved.').waitFor();
    const saved = await sheetData(`/api/sheets/${createdId}`);
    const style = saved.elements[0]?.config.style as { left: number; top: number };
    // Dropped 80 px right and 60 px down at the fit zoom, then 10 pt down by the keyboard.
    expect(style.left).toBeGreaterThan(200 + 30);
    expect(style.top).toBeGreaterThan(100 + 30);

    await page.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(`${app.url}/`, { timeout: 90_000 });
    await page.context().close();
  });

  it('builds all seven element types on two pages with a variant override, intact after a reload, and exports the override', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/create`);
    await waitForCanvas(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByLabel('Name', { exact: true }).fill('E2E all element types');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Winter' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    // The text last, so it lies on top of the others at the default position.
    for (const type of ['Image', 'Logo', 'List', 'Icons', 'Tyre label', 'QR code', 'Text']) {
      await page.getByRole('button', { name: `Add ${type}` }).click();
    }
    await page.getByTestId('frame-Text 1').waitFor();
    // A print export refuses the new label's placeholder QR address (Regulation (EU) 2020/740):
    // the tyre's EPREL entry goes in, as a designer enters it.
    await page.getByRole('button', { name: 'Tyre label Tyre label 1', exact: true }).click();
    const eprel = page.getByLabel('EPREL link (QR code)');
    await eprel.fill('https://eprel.ec.europa.eu/qr/381462');
    await eprel.press('Enter');

    // A variant group with two variants on the main page.
    await page.getByRole('tab', { name: 'Variants' }).click();
    await page.getByRole('button', { name: 'Add group' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Group name').fill('Rim');
    await dialog.getByRole('button', { name: 'Save' }).click();
    for (const name of ['17 inch', '18 inch']) {
      await page.getByRole('button', { name: 'Add variant' }).click();
      await page.getByRole('dialog').getByLabel('Variant name').fill(name);
      await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }

    // An override of the text for 17 inch (selected by default, the group's first).
    await page.getByRole('tab', { name: 'Properties' }).click();
    await page.getByTestId('frame-Text 1').click();
    await page.getByLabel('Edit for this combination').check();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Only on 17 inch rims');
    await expect
      .poll(async () => (await canvasRuns(page)).map((run) => run.text).join(' '), {
        timeout: 10_000,
      })
      .toContain('Only on 17 inch rims');

    // A second page with its own text.
    await page.getByRole('button', { name: 'Add page' }).click();
    await page.getByRole('button', { name: 'Add Text' }).click();
    await page.getByTestId('frame-Text 2').waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/edit\/\d+$/, { timeout: 90_000 });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.reload();
    await waitForCanvas(page);
    for (const name of [
      'Image 1',
      'Logo 1',
      'List 1',
      'Icons 1',
      'Tyre label 1',
      'QR code 1',
      'Text 1',
    ]) {
      await page.getByTestId(`frame-${name}`).waitFor();
    }
    await page.getByRole('tablist', { name: 'Pages' }).getByRole('tab', { name: 'Page 2' }).click();
    await page.getByTestId('frame-Text 2').waitFor();
    await settle(page);
    await screenshot(page, 'editor-two-pages');

    const { body } = await adminApi(`/api/sheets/${id}`);
    const data = JSON.parse(String(body.data)) as SheetData & {
      variant_groups: { id: number; name: string }[];
      variants: { id: number; name: string; group: number }[];
      additional_pages: SheetData[];
    };
    expect(data.elements.map((e) => e.type).sort()).toEqual(
      ['icons', 'img', 'logo', 'p', 'qr', 'tyre_label', 'ul'].sort(),
    );
    expect(data.additional_pages[0]?.elements.map((e) => e.config.name)).toEqual(['Text 2']);
    const group = data.variant_groups.find((g) => g.name === 'Rim');
    const variant = (name: string) => data.variants.find((v) => v.name === name)?.id;
    expect(group).toBeDefined();
    const pdfFor = async (name: string) =>
      pdfText(
        await exportFile(app.url, sessions.admin.token, {
          sheet: `/api/sheets/${id}`,
          page: 'all',
          selection: { [String(group?.id)]: variant(name) },
          format: 'pdf',
        }),
      );
    expect(await pdfFor('17 inch')).toContain('Only on 17 inch rims');
    const eighteen = await pdfFor('18 inch');
    expect(eighteen).not.toContain('Only on 17 inch rims');
    expect(eighteen).toContain('Example text');

    // The ZIP holds the print and screen PDFs and a PNG of each page for each combination.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'ZIP' }).click();
    const zip = new Uint8Array(await readFile(await (await download).path()));
    const names = zipNames(zip);
    expect(names).toHaveLength(8);
    expect(names.filter((name) => name.includes('17 inch'))).toHaveLength(4);
    expect(names.filter((name) => name.includes('18 inch') && name.endsWith('.pdf'))).toEqual([
      expect.stringMatching(/18 inch - print\.pdf$/),
      expect.stringMatching(/18 inch - screen\.pdf$/),
    ]);
    expect(names.filter((name) => name.includes('18 inch') && name.endsWith('.png'))).toEqual([
      expect.stringMatching(/18 inch - page 1\.png$/),
      expect.stringMatching(/18 inch - page 2\.png$/),
    ]);
    await page.context().close();
  });

  it('lets a dealer fill a magenta field only; the value stays and goes into the PDF', async () => {
    const masters = await apiSheets(app.url, sessions.admin.token);
    // A copy of dealer.cz's region that dealers may open, with a field open to dealers.
    let target: { copyId: number; name: string; locked: string } | null = null;
    for (const master of masters.filter((m) => m.status === 'unlocked')) {
      for (const copy of master.regionalSheets.filter((c) => c.region === 'cz')) {
        const { body } = await adminApi(`/api/regional_sheets/${copy.id}`);
        if (body.status !== 'unlocked') continue;
        const data = JSON.parse(String(body.data)) as SheetData;
        const open = data.elements.find((e) => e.type === 'p' && e.config.dealerEditable === true);
        const locked = data.elements.find(
          (e) => e.type === 'p' && e.config.dealerEditable !== true,
        );
        if (open && locked)
          target = { copyId: copy.id, name: open.config.name, locked: locked.config.name };
      }
    }
    expect(target).not.toBeNull();
    if (!target) return;

    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/edit-region/${target.copyId}`);
    await waitForCanvas(page);
    // Locked elements have no frame: they cannot be selected at all.
    expect(await page.getByTestId(`frame-${target.locked}`).count()).toBe(0);
    const field = page.getByTestId(`frame-${target.name}`);
    expect(await field.evaluate((node) => getComputedStyle(node).outlineColor)).toBe(
      'rgb(255, 0, 255)',
    );
    // No save for dealers: they change their own values, never the sheet.
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    await field.click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.waitFor();
    const value = 'Dealer price 999 € only here';
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type(value);
    await expect
      .poll(async () => (await canvasRuns(page)).map((run) => run.text).join(' '), {
        timeout: 10_000,
      })
      .toContain('Dealer price 999');

    // Kept per user and sheet across a reload.
    await page.waitForTimeout(800);
    await page.reload();
    await waitForCanvas(page);
    await expect
      .poll(async () => (await canvasRuns(page)).map((run) => run.text).join(' '), {
        timeout: 10_000,
      })
      .toContain('Dealer price 999');
    await settle(page);
    await screenshot(page, 'editor-dealer');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Print PDF' }).click();
    const file = await (await download).path();
    const pdf = new Uint8Array(await readFile(file));
    expect(pdfText(pdf).replace(/\s+/g, ' ')).toContain(value);
    await page.getByText('PDF downloaded.').waitFor();

    // The sheet itself is unchanged.
    const { body } = await adminApi(`/api/regional_sheets/${target.copyId}`);
    expect(String(body.data)).not.toContain('Dealer price 999');
    await page.context().close();
  });

  it('lets a region admin edit their copy and an admin make a regional copy', async () => {
    const masters = await apiSheets(app.url, sessions.admin.token);
    const master = masters.find(
      (m) => m.status === 'unlocked' && m.regionalSheets.some((c) => c.region === 'cz'),
    );
    const copy = master?.regionalSheets.find((c) => c.region === 'cz');
    expect(copy).toBeDefined();

    const regional = await pageOf('regionadmin.cz');
    await regional.goto(`${app.url}/edit/${master?.id}`);
    await regional.waitForURL(`${app.url}/edit-region/${copy?.id}`, { timeout: 90_000 });
    await waitForCanvas(regional);
    const versionBefore = (await adminApi(`/api/regional_sheets/${copy?.id}`)).body.version;
    await regional.getByRole('button', { name: 'Settings' }).click();
    // Category and ci belong to the master.
    expect(await regional.getByRole('combobox', { name: 'Category' }).count()).toBe(0);
    expect(await regional.getByRole('combobox', { name: 'Brand' }).isDisabled()).toBe(true);
    await regional.getByLabel('Name', { exact: true }).fill('Regional name from the designer');
    await regional.getByRole('button', { name: 'Apply' }).click();
    await regional.getByRole('button', { name: 'Save', exact: true }).click();
    await regional.getByText('Sheet saved.').waitFor();
    const after = (await adminApi(`/api/regional_sheets/${copy?.id}`)).body;
    expect(after.name).toBe('Regional name from the designer');
    expect(after.version).not.toBe(versionBefore);
    await regional.context().close();

    const withoutAt = masters.find((m) => !m.regionalSheets.some((c) => c.region === 'at'));
    const admin = await pageOf('admin');
    await admin.goto(`${app.url}/edit/${withoutAt?.id}`);
    await waitForCanvas(admin);
    await admin.getByRole('button', { name: 'More actions' }).click();
    await admin.getByRole('menuitem', { name: 'Make the AT copy' }).click();
    await admin.waitForURL(/\/edit-region\/\d+$/, { timeout: 90_000 });
    const newId = Number(new URL(admin.url()).pathname.split('/').pop());
    const created = (await adminApi(`/api/regional_sheets/${newId}`)).body;
    expect(created.region).toBe('at');
    expect(created.status).toBe('locked');
    expect(created.master).toBe(`/api/sheets/${withoutAt?.id}`);
    await waitForCanvas(admin);
    await admin.context().close();
  });

  it('picks an image from the media library for an image element and saves it', async () => {
    const [reference] = (await apiSheets(app.url, sessions.admin.token)).filter(
      (sheet) => sheet.name === 'Reference offer sheet',
    );
    if (!reference) throw new Error('the demo has no reference sheet');
    const photoSrc = async () => {
      const photo = (await sheetData(`/api/sheets/${reference.id}`)).elements.find(
        (element) => element.config.name === 'Photo',
      );
      const config = (photo?.config ?? {}) as { src?: { contentUrl: string } };
      return config.src?.contentUrl;
    };
    const before = await photoSrc();
    const { body } = await adminApi('/api/media_objects?itemsPerPage=100');
    const library = body['hydra:member'] as {
      name: string;
      contentUrl: string;
      mimeType: string;
    }[];
    const other = library.find(
      (media) => media.mimeType === 'image/jpeg' && media.contentUrl !== before,
    );
    if (!other) throw new Error('the demo library has no second photo');

    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/${reference.id}`);
    await waitForCanvas(page);
    await page.getByTestId('frame-Photo').click();
    await page.getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: `Select ${other.name}` }).click();
    await picker.waitFor({ state: 'detached' });
    // The canvas links the chosen file at once.
    await page.locator(`.sheet-layer image[href="${other.contentUrl}"]`).first().waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Sheet saved.').waitFor();
    expect(await photoSrc()).toBe(other.contentUrl);
    await page.context().close();
  });
});
