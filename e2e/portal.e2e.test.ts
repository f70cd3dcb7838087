import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiSession,
  apiLogin,
  type DemoUsername,
  demoPasswords,
  demoUsernames,
  loggedInContext,
} from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { apiSheets, categoryNames, desktop } from './support/portal.ts';
import { noteToasts, settle, toastsSeen } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

// The demo seed (apps/server/src/seed): which categories hold a sheet each role may see.
const ALL_TOP_LEVEL = ['BMW', 'MINI', 'Other', 'Seasons'];
const DEALER_CZ = [
  'BMW',
  'BMW 3 Series',
  'MINI',
  'MINI Cooper',
  'Other',
  'Service',
  'Seasons',
  'Summer',
  'Winter',
];

describe('the portal pages', () => {
  let app: RunningApp;
  let browser: Browser;
  // One login per account for the whole file: logins are rate limited.
  const sessions = {} as Record<DemoUsername, ApiSession>;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD });
    browser = await launchBrowser();
    const passwords = demoPasswords(app.output(), ADMIN_PASSWORD);
    for (const user of demoUsernames)
      sessions[user] = await apiLogin(app.url, user, passwords[user]);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function pageOf(user: DemoUsername, locale = 'en-US'): Promise<Page> {
    const context = await loggedInContext(browser, sessions[user], { viewport: desktop, locale });
    return context.newPage();
  }

  it('shows the admin every category, children nested and sorted', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/`);
    const names = await categoryNames(page);
    expect(names.filter((name) => ALL_TOP_LEVEL.includes(name))).toEqual(ALL_TOP_LEVEL);
    expect(names).toEqual(expect.arrayContaining(['BMW X1', 'BMW X5', 'BMW i4', 'Accessories']));
    // Children follow their parent: BMW's series come right after BMW.
    expect(names.slice(0, 3)).toEqual(['BMW', 'BMW 1 Series', 'BMW 3 Series']);
    await page
      .getByRole('img', { name: /Thumbnail of/ })
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'portal-overview-admin-en');
    await page.goto(`${app.url}/de`);
    const german = page.getByRole('navigation', { name: 'Kategorien' });
    await german.getByRole('link', { name: 'Saisons' }).waitFor();
    await page
      .getByRole('img', { name: /Vorschau von/ })
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'portal-overview-admin-de');
    await page.context().close();
  });

  it('shows the dealer of cz only categories with an unlocked sheet and unlocked cz copy', async () => {
    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/`);
    expect(await categoryNames(page)).toEqual(DEALER_CZ);
    await settle(page);
    await screenshot(page, 'portal-overview-dealer-cz-en');
    await page.goto(`${app.url}/de`);
    await page.getByRole('navigation', { name: 'Kategorien' }).waitFor();
    await settle(page);
    await screenshot(page, 'portal-overview-dealer-cz-de');
    await page.context().close();
  });

  it('shows the region admin of cz the locked cz copies too', async () => {
    const page = await pageOf('regionadmin.cz');
    await page.goto(`${app.url}/`);
    const names = await categoryNames(page);
    expect(names).toEqual(expect.arrayContaining([...DEALER_CZ, 'BMW 1 Series', 'BMW X5']));
    // The X1 sheet itself is locked, so its category stays hidden even for a region admin.
    expect(names).not.toContain('BMW X1');
    await settle(page);
    await screenshot(page, 'portal-overview-regionadmin-cz-en');
    await page.context().close();
  });

  it('finds a sheet by a variant name and opens it with that variant selected', async () => {
    const sheets = await apiSheets(app.url, sessions.admin.token);
    const wheels = sheets.find((sheet) => sheet.name === 'BMW 3 Series – complete winter wheels');
    const size19 = wheels?.variants.find((variant) => variant.name === '19 inch');
    const czCopy = wheels?.regionalSheets.find((copy) => copy.region === 'cz');
    expect(size19 && czCopy).toBeTruthy();

    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/`);
    const list = page.getByRole('list', { name: 'Offer sheets' });
    await list.getByRole('listitem').first().waitFor();
    // A dealer of cz sees the cz copy as itself: its Czech name, found by the copy's own Czech
    // variant name ('19 palců', apps/server/src/seed/copies/cs.ts), in capitals.
    const search = '19 PALCŮ';
    await page.getByLabel('Search by name, details or variant').fill(search);
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const czName = 'BMW řady 3 – kompletní zimní kola';
    await list.getByText(czName).waitFor();
    // The search lives in the URL, so a reload keeps it.
    await page.reload();
    await list.getByText(czName).waitFor();
    expect(await page.getByLabel('Search by name, details or variant').inputValue()).toBe(search);
    await list.getByRole('link').first().click();
    await page.waitForURL(
      `${app.url}/edit-region/${czCopy?.id}?search=${encodeURIComponent(search)}&variants=${size19?.id}`,
    );
    await page.goBack();
    await page.waitForURL(
      (url) => url.pathname === '/' && url.searchParams.get('search') === search,
    );
    await page.context().close();

    const admin = await pageOf('admin');
    await admin.goto(`${app.url}/?search=19%20inch`);
    await admin.getByRole('list', { name: 'Offer sheets' }).getByRole('link').first().click();
    await admin.waitForURL(`${app.url}/edit/${wheels?.id}?search=19%20inch&variants=${size19?.id}`);
    await admin.context().close();
  });

  it('toggles the status, clones and deletes in the sheet overview', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/overview`);
    const table = page.getByRole('table', { name: 'Sheet Overview' });
    await table.getByRole('row').nth(3).waitFor();
    await settle(page);
    await screenshot(page, 'portal-sheet-overview-en');

    await noteToasts(page);
    await page.getByLabel('Unlock or lock Spring check').click();
    await page.getByText('Status changed.').waitFor();
    // The waiting toast came first; on a fast run it is replaced before it could be waited for.
    expect(await toastsSeen(page)).toEqual([
      "Changing status to 'locked', please wait",
      'Status changed.',
    ]);
    const spring = (await apiSheets(app.url, sessions.admin.token)).find(
      (s) => s.name === 'Spring check',
    );
    expect(spring?.status).toBe('locked');

    await page.getByRole('button', { name: 'Clone Brake service' }).click();
    await page.getByText('Sheet cloned.').waitFor();
    await page.getByRole('button', { name: 'Delete Brake service (Copy)' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted.').first().waitFor();
    await expect.poll(() => table.getByText('Brake service (Copy)').count()).toBe(0);

    await page.getByRole('button', { name: 'Delete the HU copy of Brake service' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Delete the HU copy of Brake service' }).count())
      .toBe(0);

    await page.getByLabel('Filter by id, name, category or region').fill('winter');
    await expect.poll(() => table.getByRole('row').count()).toBeLessThan(8);
    await page.goto(`${app.url}/de/overview`);
    await page.getByRole('table', { name: 'Blattübersicht' }).getByRole('row').nth(3).waitFor();
    await settle(page);
    await screenshot(page, 'portal-sheet-overview-de');
    await page.context().close();
  });

  it('refuses the admin pages to a dealer', async () => {
    const page = await pageOf('dealer.cz');
    await page.goto(`${app.url}/overview`);
    await page.getByText('Only administrators may open this page.').waitFor();
    await page.goto(`${app.url}/users`);
    await page.getByText('Only administrators may open this page.').waitFor();
    await page.context().close();
  });

  it('creates, edits, resets the password of and deletes a user', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/users`);
    await page.getByRole('cell', { name: 'dealer.pl', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'portal-users-en');

    await page.getByRole('button', { name: 'New user' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('e2e.dealer');
    await dialog.getByLabel('Dealer number').fill('77001');
    await dialog.getByLabel('Password').fill('first-pass');
    // Regions are chosen by their country's name, not by a role code like REGION_PL.
    await dialog.getByRole('combobox', { name: 'Regions' }).click();
    await page.getByRole('option', { name: 'Poland', exact: true }).click();
    await page.keyboard.press('Escape');
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Regions' }).textContent())
      .toBe('Poland');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // A new account with a dealer number is a dealer: a notice says so in place of a toast and
    // offers their dealer profile, which 77001 does not have yet.
    const notice = page.getByRole('alert').filter({ hasText: 'Dealer e2e.dealer created.' });
    await notice.getByRole('button', { name: 'Create their dealer profile' }).waitFor();
    const row = page.getByRole('row').filter({
      has: page.getByRole('cell', { name: 'e2e.dealer', exact: true }),
    });
    // A dealer number and no staff role: the list says so in words.
    await row.getByRole('cell', { name: 'Dealer · Poland', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Edit e2e.dealer' }).click();
    await dialog.getByLabel('Dealer number').fill('77002');
    await dialog.getByLabel('New password').fill('reset-pass');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User saved.').waitFor();
    await page.getByRole('cell', { name: '77002' }).waitFor();
    const login = await fetch(`${app.url}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'e2e.dealer', password: 'reset-pass' }),
    });
    expect(login.status).toBe(200);
    expect(
      ((await login.json()) as { passwordChangeRecommended?: boolean }).passwordChangeRecommended,
    ).toBe(true);

    await page.getByRole('button', { name: 'Delete e2e.dealer' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted.').waitFor();
    await expect
      .poll(() => page.getByRole('cell', { name: 'e2e.dealer', exact: true }).count())
      .toBe(0);

    await page.goto(`${app.url}/de/users`);
    await page.getByRole('cell', { name: 'dealer.pl', exact: true }).waitFor();
    await settle(page);
    await screenshot(page, 'portal-users-de');
    await page.context().close();
  });
});
