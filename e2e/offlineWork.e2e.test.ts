import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords, loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import { type DesignerSuite, startDesignerSuite } from './support/designerSuite.ts';
import { api, canvasRuns, designerWindow, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { type RestartableServer, restartable } from './support/restartServer.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

const started = Date.now();
/** Where the journey is, with the time since it began (a failure report then says where it hung). */
const step = (name: string) =>
  console.info(`offlineWork: ${name} at ${Math.round((Date.now() - started) / 1000)} s`);

/** Issue 41 point 3: an outage or an ended session strands nobody's typing. */
describe('work kept while the server is away or the session ends', () => {
  let suite: DesignerSuite | undefined;
  let server: RestartableServer | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    server = restartable(suite.app, { ADMIN_PASSWORD });
  });

  afterAll(async () => {
    // The server's starts are the restartable's to stop; the suite then closes only Chromium.
    await suite?.browser.close();
    await server?.stop();
  });

  const url = () => suite?.app.url ?? '';
  const dealerPassword = () =>
    demoPasswords(suite?.app.output() ?? '', ADMIN_PASSWORD)['dealer.cz'];

  const czCopyOf = async (master: string) => {
    const sheets = await apiSheets(url(), suite?.sessions.admin.token ?? '');
    const copy = sheets
      .find((sheet) => sheet.name === master)
      ?.regionalSheets.find((c) => c.region === 'cz');
    if (!copy) throw new Error(`the demo has no CZ copy of ${master}`);
    return copy.id;
  };

  const sync = (page: Page) => page.locator('[data-sync-state]').first();
  const syncState = (page: Page) => sync(page).getAttribute('data-sync-state');
  const syncFailure = (page: Page) => sync(page).getAttribute('data-sync-failure');
  const canvasText = async (page: Page) =>
    (await canvasRuns(page)).map((run) => run.text).join(' ');

  /** What the server holds of the dealer's price, asked with `token`. */
  const savedPrice = async (copyId: number, token: string) => {
    const { body } = await api(url(), token, `/api/regional_sheets/${copyId}/dealer_values`);
    const values = body.values as Record<string, { text?: string }> | undefined;
    return values?.Price?.text ?? '';
  };

  it('a dealer types while the server cannot be reached, is stopped and whose session ends: every keystroke is saved', {
    timeout: 300_000,
  }, async () => {
    if (!suite || !server) throw new Error('the app did not start');
    const copyId = await czCopyOf('BMW 3 Series – complete winter wheels');
    const context = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport: designerWindow,
    });
    const page = await context.newPage();
    await page.goto(`${url()}/cz/edit-region/${copyId}`);
    await waitForCanvas(page);
    await page.getByTestId('frame-Price').click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Brno 1 390 €');
    await expect.poll(() => syncState(page), { timeout: 15_000 }).toBe('saved');

    // 1. The network fails (requests to the API abort): the status says so, in Czech.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.keyboard.type(' A');
    await expect.poll(() => syncFailure(page), { timeout: 15_000 }).toBe('offline');
    await expect(sync(page).textContent()).resolves.toContain('Neuloženo: server není dostupný.');
    expect(await sync(page).textContent()).not.toContain('Failed to fetch');
    await screenshot(page, 'offline-dealer-cz');
    // Kept in this browser meanwhile.
    const kept = await page.evaluate(
      () =>
        Object.entries(localStorage).find(([key]) =>
          key.startsWith('dealerValues:dealer.cz:'),
        )?.[1],
    );
    expect(kept).toContain('Brno 1 390 € A');
    // Back: saved without a keystroke.
    await page.unroute('**/api/**');
    await expect.poll(() => syncState(page), { timeout: 40_000 }).toBe('saved');
    const token = suite.sessions['dealer.cz'].token;
    expect(await savedPrice(copyId, token)).toContain('Brno 1 390 € A');

    // 2. The server itself stops, and starts again on the same port and data.
    step('server down');
    await server.down();
    await text.click();
    await page.keyboard.press('End');
    await page.keyboard.type('B');
    await expect.poll(() => syncFailure(page), { timeout: 15_000 }).toBe('offline');
    step('server up');
    await server.up();
    step('server answers');
    await expect.poll(() => syncState(page), { timeout: 60_000 }).toBe('saved');
    expect(await savedPrice(copyId, token)).toContain('Brno 1 390 € AB');

    // 3. The session ends mid-edit: a password change from elsewhere ends every earlier token.
    const newPassword = 'offline-journey-Pw-41';
    const changed = await api(url(), token, '/auth/change_password', {
      method: 'POST',
      body: { old_password: dealerPassword(), new_password: newPassword },
    });
    expect(changed.status).toBe(200);
    step('session ended');
    await text.click();
    await page.keyboard.press('End');
    await page.keyboard.type('C');
    const dialog = page.getByRole('dialog', { name: 'Vaše přihlášení vypršelo' });
    await dialog.waitFor({ timeout: 15_000 });
    await expect.poll(() => syncFailure(page)).toBe('session');
    expect(await page.locator('body').textContent()).not.toContain('Please log in');
    await screenshot(page, 'session-dialog-cz');
    await dialog.getByLabel('Heslo').fill(newPassword);
    await dialog.getByRole('button', { name: 'Přihlásit' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    // No navigation: the same designer, with what was typed.
    expect(new URL(page.url()).pathname).toBe(`/cz/edit-region/${copyId}`);
    await expect.poll(() => canvasText(page), { timeout: 10_000 }).toContain('ABC');
    await expect.poll(() => syncState(page), { timeout: 20_000 }).toBe('saved');
    const fresh = (changed.body as { token: string }).token;
    expect(await savedPrice(copyId, fresh)).toContain('Brno 1 390 € ABC');
    await context.close();
  });

  it("an admin's designer keeps the edits through an outage and an ended session, and saves them", {
    timeout: 300_000,
  }, async () => {
    if (!suite) throw new Error('the app did not start');
    const adminToken = suite.sessions.admin.token;
    const sheets = await apiSheets(url(), adminToken);
    const master = sheets.find((sheet) => sheet.name === 'Winter tyre storage');
    if (!master) throw new Error('the demo has no Winter tyre storage');
    /** The texts of the master's elements as the server holds them. */
    const savedTexts = async (token: string) => {
      const { body } = await api(url(), token, `/api/sheets/${master.id}`);
      // The API answers the sheet's data as a JSON string.
      const data = JSON.parse(String(body.data)) as { elements: { config: { text?: string } }[] };
      return data.elements.map((element) => element.config.text ?? '').join(' | ');
    };
    const page = await suite.pageOf('admin');
    await page.goto(`${url()}/edit/${master.id}`);
    await waitForCanvas(page);
    const notice = page.locator('[data-save-failure]');

    // 1. Unreachable: a new text, typed and saved while every API request fails.
    step('designer offline');
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Add Text' }).click();
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.click();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('Offline 41 A');
    await page.keyboard.press('Control+s');
    await expect
      .poll(() => notice.getAttribute('data-save-failure'), { timeout: 15_000 })
      .toBe('offline');
    expect(await notice.textContent()).toBe(
      'Not saved: the server cannot be reached. Your changes are kept on this device and saved when it answers again.',
    );
    await screenshot(page, 'offline-designer-en');
    const draft = () =>
      page.evaluate((id) => localStorage.getItem(`designerDraft:admin:sheet:${id}`), master.id);
    // Written a moment after the last change (useDraftKeeping).
    await expect.poll(draft, { timeout: 5_000 }).toContain('Offline 41 A');
    // Back: saved by itself, and the kept copy is gone.
    await page.unroute('**/api/**');
    await expect.poll(() => savedTexts(adminToken), { timeout: 40_000 }).toContain('Offline 41 A');
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(draft, { timeout: 10_000 }).toBeNull();

    // 2. The session ends from elsewhere (a password change): the dialog, in place, then the save.
    step('designer session ended');
    const newPassword = 'offline-journey-Admin-41';
    const changed = await api(url(), adminToken, '/auth/change_password', {
      method: 'POST',
      body: { old_password: ADMIN_PASSWORD, new_password: newPassword },
    });
    expect(changed.status).toBe(200);
    await text.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' B');
    await page.keyboard.press('Control+s');
    const dialog = page.getByRole('dialog', { name: 'Your session has ended' });
    await dialog.waitFor({ timeout: 15_000 });
    await expect.poll(() => notice.getAttribute('data-save-failure')).toBe('session');
    expect(await page.locator('body').textContent()).not.toContain('Please log in');
    await screenshot(page, 'session-dialog-en');
    await dialog.getByLabel('Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe(`/edit/${master.id}`);
    const fresh = (changed.body as { token: string }).token;
    await expect.poll(() => savedTexts(fresh), { timeout: 20_000 }).toContain('Offline 41 A B');
    await expect.poll(() => notice.count(), { timeout: 10_000 }).toBe(0);

    // 3. Work left unsaved (the tab reloaded before a save) is offered when the sheet opens again.
    step('designer draft');
    await text.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' C');
    await expect.poll(draft, { timeout: 5_000 }).toContain('Offline 41 A B C');
    // The designer asks before leaving unsaved work; the journey leaves anyway.
    page.on('dialog', (question) => void question.accept());
    await page.reload();
    await waitForCanvas(page);
    const offer = page.getByRole('alert').filter({ hasText: 'Unsaved changes to this sheet from' });
    await offer.waitFor({ timeout: 15_000 });
    await screenshot(page, 'draft-offer-en');
    await offer.getByRole('button', { name: 'Restore them' }).click();
    await expect.poll(() => canvasText(page), { timeout: 10_000 }).toContain('Offline 41 A B C');
    await page.keyboard.press('Control+s');
    await expect.poll(() => savedTexts(fresh), { timeout: 20_000 }).toContain('Offline 41 A B C');
    await expect.poll(draft, { timeout: 10_000 }).toBeNull();
    await page.context().close();
  });
});
