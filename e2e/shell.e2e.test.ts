import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiLogin,
  type DemoUsername,
  demoPasswords,
  demoUsernames,
  loggedInContext,
} from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openDrawer, settle, tablet, tabTo } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

describe('the shell around every page', () => {
  let app: RunningApp;
  let browser: Browser;
  let passwords: Record<DemoUsername, string>;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD });
    browser = await launchBrowser();
    passwords = demoPasswords(app.output(), ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function newPage(locale = 'en-US'): Promise<Page> {
    // bypassCSP lets axe-core be injected; the app's CSP rightly forbids inline scripts.
    const context = await browser.newContext({ viewport: tablet, locale, bypassCSP: true });
    return context.newPage();
  }

  async function loggedInPage(username: DemoUsername): Promise<Page> {
    const session = await apiLogin(app.url, username, passwords[username]);
    const context = await loggedInContext(browser, session, { viewport: tablet, bypassCSP: true });
    return context.newPage();
  }

  it.each(demoUsernames)(
    '%s logs in on the login page and out through the drawer',
    async (user) => {
      const page = await newPage();
      await page.goto(`${app.url}/login`);
      await page.getByLabel('Username').fill(user);
      await page.getByLabel('Password').fill(passwords[user]);
      await page.getByRole('button', { name: 'Login' }).click();
      // Every demo password was set for the user, so the server recommends changing it: that
      // reminder is the login's one toast, instead of "Successfully logged in.".
      await page
        .getByText('It is recommended to change your password to something more secure.')
        .waitFor();
      await page.waitForURL(`${app.url}/`);
      await page.getByRole('link', { name: 'Overview' }).waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();

      const drawer = await openDrawer(page);
      const adminEntries = ['New sheet', 'Manage Users', 'Sheet Overview'];
      for (const name of adminEntries) {
        expect(await drawer.getByRole('link', { name }).count(), name).toBe(
          user === 'admin' ? 1 : 0,
        );
      }
      await drawer.getByRole('button', { name: 'Change password' }).waitFor();
      await screenshot(page, `shell-drawer-${user}`);
      await drawer.getByRole('button', { name: `Logout (${user})` }).click();
      await page.waitForURL(`${app.url}/login`);
      await page.getByText('Successfully logged out.').waitFor();
      expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
      expect(await page.evaluate(() => window.localStorage.getItem('expires'))).toBeNull();
      await page.context().close();
    },
  );

  it('takes the language from the path prefix', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/pl/support`);
    await page.getByRole('heading', { name: 'Pomoc techniczna', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('pl');
    await page.goto(`${app.url}/cz/login`);
    await page.getByRole('button', { name: 'Přihlásit' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cs');
    await page.context().close();
  });

  it('takes the language from the cookie on an unprefixed path', async () => {
    const page = await newPage('de-DE');
    await page.context().addCookies([{ name: 'lang', value: 'hu', url: app.url }]);
    await page.goto(`${app.url}/support`);
    await page.getByRole('heading', { name: 'Támogatás', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');
    await page.context().close();
  });

  it('takes the browser language, then remembers it in the cookie', async () => {
    const page = await newPage('de-DE');
    await page.goto(`${app.url}/login`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', secure: false });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.context().close();
  });

  it('changes the language from the menu and keeps the page', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/dataprivacy`);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: /Ελληνικά/ }).click();
    await page.waitForURL(`${app.url}/gr/dataprivacy`);
    await page.getByRole('heading', { name: 'Πολιτική απορρήτου', level: 1 }).waitFor();
    await page.context().close();
  });

  it('sends a guarded route to the localized login and comes back after login', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/de/users`);
    await page.waitForURL(`${app.url}/de/login`);
    await page.getByLabel('Benutzername').fill('regionadmin.cz');
    await page.getByLabel('Passwort').fill(passwords['regionadmin.cz']);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${app.url}/de/users`);
    // The subtitle of the users route, in the top bar.
    await page.getByRole('banner').getByText('Benutzerverwaltung').waitFor();
    await page.context().close();
  });

  it('shows the 404 page with a link back to the overview', async () => {
    const page = await newPage();
    await page.goto(`${app.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found - 404' }).waitFor();
    await page.getByText('The request URL was not found').waitFor();
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    // The overview needs a login, so a visitor ends on the login page.
    await page.waitForURL(`${app.url}/login`);
    await page.context().close();
  });

  it('reloads once when a page chunk is missing, then shows the error page', async () => {
    const page = await newPage();
    let documents = 0;
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents++;
    });
    await page.route(/\/assets\/ImprintPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto(`${app.url}/imprint`);
    await page.getByRole('heading', { name: 'An error occurred.' }).waitFor();
    await page
      .getByText(
        'Please go back and try again. If the error keeps occurring, please contact support.',
      )
      .waitFor();
    expect(documents).toBe(2);
    await page.context().close();
  });

  it('is usable with the keyboard alone', async () => {
    const page = await loggedInPage('dealer.cz');
    await page.goto(`${app.url}/support`);
    await settle(page);
    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await tabTo(page, 'Change password');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.waitFor();
    // The first field gets the focus once the dialog has entered; Escape closes it again.
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'password');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to where the user was, not to the top of the page.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-label') === 'Open menu',
    );
    await page.context().close();
  });

  it('validates the password dialog and changes the password', async () => {
    const page = await loggedInPage('dealer.pl');
    await page.goto(`${app.url}/`);
    await (await openDrawer(page)).getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    // Like a person, start typing once the dialog has put the cursor into the first field.
    await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'password');
    await dialog.getByLabel('Current password').fill('wrong-old');
    await dialog.getByLabel('New password', { exact: true }).fill('ab');
    await dialog.getByText('The Password has to be at least 3 characters long.').waitFor();
    await dialog.getByLabel('New password', { exact: true }).fill('new-pl-password');
    await dialog.getByLabel('Repeat new password').fill('new-pl-passw0rd');
    await dialog.getByText('The passwords do not match.').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await screenshot(page, 'shell-password-dialog-invalid');

    await dialog.getByLabel('Repeat new password').fill('new-pl-password');
    await save.click();
    await page.getByText('Wrong password, please try again or contact support.').waitFor();

    await dialog.getByLabel('Current password').fill(passwords['dealer.pl']);
    await save.click();
    await page.getByText('Password successfully changed.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    passwords['dealer.pl'] = 'new-pl-password';
    await expect(apiLogin(app.url, 'dealer.pl', 'new-pl-password')).resolves.toBeTruthy();
    await page.context().close();
  });

  const publicPages = ['/login', '/support', '/dataprivacy', '/imprint', '/no-such-page'];
  const adminPages = ['/', '/users', '/edit/create', '/overview'];

  it('has no serious accessibility violations on any shell page, in English and German', async () => {
    const visitor = await newPage();
    const admin = await loggedInPage('admin');
    const found: string[] = [];
    const check = async (page: Page, path: string, name: string) => {
      await page.goto(`${app.url}${path}`);
      await settle(page);
      await screenshot(page, name);
      found.push(...(await seriousAxeViolations(page)).map((v) => `${path}: ${v}`));
    };
    for (const prefix of ['', '/de']) {
      const language = prefix === '' ? 'en' : 'de';
      for (const path of publicPages) {
        await check(visitor, `${prefix}${path}`, `shell${path.replaceAll('/', '-')}-${language}`);
      }
      for (const path of adminPages) {
        const name = path === '/' ? '-home' : path.replaceAll('/', '-');
        await check(
          admin,
          `${prefix}${path === '/' && prefix ? '' : path}`,
          `shell${name}-${language}`,
        );
      }
    }
    // The drawer and the password dialog, open.
    await admin.goto(`${app.url}/de`);
    await settle(admin);
    await (await openDrawer(admin, 'Menü öffnen', 'Menü')).waitFor();
    await screenshot(admin, 'shell-drawer-open-de');
    found.push(...(await seriousAxeViolations(admin)).map((v) => `drawer: ${v}`));
    await admin.getByRole('button', { name: 'Passwort ändern' }).click();
    await admin.getByRole('dialog', { name: 'Passwort ändern' }).waitFor();
    await settle(admin);
    await screenshot(admin, 'shell-password-dialog-de');
    found.push(...(await seriousAxeViolations(admin)).map((v) => `password dialog: ${v}`));
    expect(found).toEqual([]);
    await visitor.context().close();
    await admin.context().close();
  });
});
