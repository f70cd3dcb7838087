import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api, canvasRuns, designerWindow, pdfText, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

interface SheetData {
  elements: { type: string; config: { name: string; text?: string } }[];
}

/** The words the canvas draws, in painting order. */
async function canvasText(page: Page): Promise<string> {
  return (await canvasRuns(page)).map((run) => run.text).join(' ');
}

/** Clicks a download button and answers the file's bytes. */
async function download(page: Page, name: string): Promise<Uint8Array> {
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name }).click();
  return new Uint8Array(await readFile((await (await started).path()) as string));
}

const flat = (pdf: Uint8Array) => pdfText(pdf).replace(/\s+/g, ' ');

/** The dealer's work kept on the server (issue 17 point 6). */
describe("the dealer's work on the server", () => {
  let suite: DesignerSuite | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  const url = () => suite?.app.url ?? '';
  const token = (user: 'admin' | 'regionadmin.cz' | 'dealer.cz') =>
    suite?.sessions[user].token ?? '';
  /** The CZ copy of a master, by the master's name. */
  const czCopy = async (master: string) => {
    const sheets = await apiSheets(url(), token('admin'));
    const found = sheets.find((sheet) => sheet.name === master);
    const copy = found?.regionalSheets.find((c) => c.region === 'cz');
    if (!found || !copy) throw new Error(`the demo has no CZ copy of ${master}`);
    return { masterId: found.id, copyId: copy.id };
  };
  /** A new browser context of dealer.cz: nothing in its storage but the login. */
  const freshDealerPage = async () => {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport: designerWindow,
    });
    return context.newPage();
  };
  const syncState = (page: Page) =>
    page.locator('[data-sync-state]').first().getAttribute('data-sync-state');

  it('finds the values and the variant a dealer chose in one browser in a fresh one', async () => {
    const { copyId } = await czCopy('BMW 3 Series – complete winter wheels');
    const first = await freshDealerPage();
    await first.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(first);

    const variants = first.getByRole('group', { name: 'Variants' });
    await variants.getByRole('combobox').first().click();
    // The Czech copy names its variants in Czech and prices them in koruna (1,590 € in the
    // master): 39 790 Kč, its spaces no-break ones, which \s matches.
    await first.getByRole('option', { name: /18 palců/ }).click();
    await expect
      .poll(async () => (await canvasText(first)).replace(/\s+/g, ' '), { timeout: 10_000 })
      .toContain('39 790 Kč');

    // The sheet's only field open to dealers: the price box.
    await first.getByTestId('frame-Price').click();
    const text = first.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await first.keyboard.press('Control+a');
    await first.keyboard.type('Brno only 1 390 €');
    await expect.poll(() => canvasText(first), { timeout: 10_000 }).toContain('1 390');
    await expect.poll(() => syncState(first), { timeout: 15_000 }).toBe('saved');
    await first.context().close();

    // Another device: a new context with nothing in its storage.
    const second = await freshDealerPage();
    await second.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(second);
    await expect.poll(() => canvasText(second), { timeout: 15_000 }).toContain('Brno only 1 390');
    expect(
      await second
        .getByRole('group', { name: 'Variants' })
        .getByRole('combobox')
        .first()
        .textContent(),
    ).toContain('18 palců');
    await screenshot(second, 'dealer-work-second-device');
    await second.context().close();
  });

  it("fills the dealer's profile into the bound texts, on the canvas and in the PDF", async () => {
    const { copyId } = await czCopy('Winter tyre storage');
    const page = await freshDealerPage();
    await page.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(page);
    await expect
      .poll(() => canvasText(page), { timeout: 10_000 })
      .toContain('Autosalon Praha s.r.o.');
    const pdf = flat(await download(page, 'Print PDF'));
    expect(pdf).toContain('Autosalon Praha s.r.o.');
    expect(pdf).toContain('+420 222 123 456');
    expect(pdf).toContain('Vinohradská 1234/56');
    await screenshot(page, 'dealer-work-profile');
    await page.context().close();
  });

  it('downloads an earlier export again as it was, after the master changed', async () => {
    const { masterId, copyId } = await czCopy('Reference offer sheet');
    const copyPath = `/api/regional_sheets/${copyId}`;
    const page = await freshDealerPage();
    await page.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(page);
    await page.getByTestId('frame-Price').click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Only 444 € this week');
    await expect.poll(() => canvasText(page), { timeout: 10_000 }).toContain('444');
    const before = flat(await download(page, 'Print PDF'));
    const headlineOf = (data: SheetData) => {
      const found = data.elements.find((element) => element.config.name === 'Headline');
      if (!found?.config.text) throw new Error('the reference sheet has a headline');
      return found as { config: { text: string } };
    };
    // The copy is Czech: its export carries the copy's headline ('Připraveni na zimu.').
    const copyBefore = (await api(url(), token('regionadmin.cz'), copyPath)).body;
    const oldHeadline = headlineOf(
      JSON.parse(String(copyBefore.data)) as SheetData,
    ).config.text.replace(/<[^>]+>/g, '');
    expect(oldHeadline).toBe('Připraveni na zimu.');
    expect(before).toContain(oldHeadline);

    // The master changes, and the region takes the change over into its copy: the update keeps
    // the Czech headline (now outdated), which the region admin then translates anew.
    const master = (await api(url(), token('admin'), `/api/sheets/${masterId}`)).body;
    const data = JSON.parse(String(master.data)) as SheetData;
    headlineOf(data).config.text = '<p>Spring offers are here</p>';
    const saved = await api(url(), token('admin'), `/api/sheets/${masterId}`, {
      method: 'PUT',
      body: { version: master.version, data: JSON.stringify(data) },
    });
    expect(saved.status).toBe(200);
    const preview = await api(url(), token('regionadmin.cz'), `${copyPath}/master_update`);
    const updated = await api(url(), token('regionadmin.cz'), `${copyPath}/master_update`, {
      method: 'POST',
      body: { version: preview.body.version, masterVersion: preview.body.masterVersion },
    });
    expect(updated.status).toBe(200);
    const copyData = JSON.parse(String(updated.body.data)) as SheetData;
    expect(headlineOf(copyData).config.text).toContain(oldHeadline);
    headlineOf(copyData).config.text = '<p>Jarní nabídky jsou tu</p>';
    const released = await api(url(), token('regionadmin.cz'), copyPath, {
      method: 'PUT',
      body: { version: updated.body.version, data: JSON.stringify(copyData), status: 'unlocked' },
    });
    expect(released.status).toBe(200);
    await page.reload();
    await waitForCanvas(page);
    await expect
      .poll(() => canvasText(page), { timeout: 10_000 })
      .toContain('Jarní nabídky jsou tu');

    // My exports: the entry renders the sheet as it was, with the price typed then.
    await page.goto(`${url()}/exports`);
    const row = page.getByRole('row').filter({ hasText: 'Referenční nabídkový list' }).first();
    await row.waitFor();
    await screenshot(page, 'dealer-work-my-exports');
    const started = page.waitForEvent('download');
    await row.getByRole('button', { name: /Download .* again/ }).click();
    const again = flat(new Uint8Array(await readFile((await (await started).path()) as string)));
    expect(again).toContain(oldHeadline);
    expect(again).toContain('Only 444 € this week');
    expect(again).not.toContain('Jarní nabídky jsou tu');
    await page.context().close();
  });

  it('lets a region admin export a sheet for every dealer of the region, cancel and download it', async () => {
    const { copyId } = await czCopy('Winter tyre storage');
    for (let i = 1; i <= 40; i++) {
      const made = await api(url(), token('admin'), '/api/dealer_profiles', {
        method: 'POST',
        body: { hnr: `43${String(i).padStart(3, '0')}`, region: 'cz', name: `Autocentrum ${i}` },
      });
      expect(made.status).toBe(201);
    }
    if (!suite) throw new Error('the app did not start');
    const page = await suite.pageOf('regionadmin.cz');
    await page.goto(`${url()}/edit-region/${copyId}`);
    await waitForCanvas(page);
    await page.getByRole('button', { name: 'For every dealer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export for every dealer of a region' });
    // The copy's own region, which a region admin cannot change.
    expect(await dialog.getByRole('combobox', { name: 'Region' }).textContent()).toBe('CZ');

    // PNGs take a while: cancelled at once, it stops short of the 41 dealers.
    await dialog.getByRole('combobox', { name: 'File' }).click();
    await page.getByRole('option', { name: 'PNG' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByText(/^Cancelled · dealers: \d+ of 41 done$/).waitFor();

    await dialog.getByRole('combobox', { name: 'File' }).click();
    await page.getByRole('option', { name: 'Print PDF' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await dialog.getByText('Done · dealers: 41').waitFor({ timeout: 60_000 });
    await screenshot(page, 'dealer-work-batch');
    const started = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download ZIP' }).click();
    const file = await started;
    expect(file.suggestedFilename()).toBe('Uskladnění zimních pneumatik - CZ.zip');
    const files = unzipSync(new Uint8Array(await readFile((await file.path()) as string)));
    expect(Object.keys(files)).toHaveLength(41);
    const own = files['41001 Autosalon Praha s.r.o..pdf'];
    expect(own && flat(own)).toContain('+420 222 123 456');
    expect(flat(files['43007 Autocentrum 7.pdf'] ?? new Uint8Array())).toContain('Autocentrum 7');
    await page.context().close();
  });
});
