import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin, type DemoUsername, demoPasswords, loggedInContext } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { openDrawer, settle } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

const desktop = { width: 1440, height: 900 } as const;

/**
 * Notes the text of every toast from the first script on, however briefly it shows: a loading
 * toast used to be replaced by its result within a moment. Installed before the app's code runs,
 * so the first page's toasts count too.
 */
async function watchToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const noted = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('#notistack-snackbar')) {
        if (noted.has(toast) || !toast.textContent) continue;
        noted.add(toast);
        seen.push(toast.textContent);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);
}

/** The names of the drawer's links: every page the drawer offers this user. */
async function drawerPages(page: Page): Promise<string[]> {
  const drawer = await openDrawer(page);
  const names = await drawer.getByRole('link').allInnerTexts();
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  return names.map((name) => name.trim()).filter((name) => name !== '');
}

async function goThroughDrawer(page: Page, name: string): Promise<void> {
  const drawer = await openDrawer(page);
  await drawer.getByRole('link', { name, exact: true }).click();
  await drawer.waitFor({ state: 'hidden' });
  await settle(page);
}

describe('toasts tell results, never loading (issue 43 point 8)', () => {
  let app: RunningApp;
  let browser: Browser;
  let passwords: Record<DemoUsername, string>;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD: JOURNEY_ADMIN_PASSWORD });
    browser = await launchBrowser();
    passwords = demoPasswords(app.output(), JOURNEY_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function loggedInPage(username: DemoUsername): Promise<Page> {
    const session = await apiLogin(app.url, username, passwords[username]);
    const context = await loggedInContext(browser, session, { viewport: desktop });
    await watchToasts(context);
    return context.newPage();
  }

  it.each(['admin', 'regionadmin.cz', 'dealer.cz'] as const)(
    '%s visits every page of the drawer, the overview and a sheet without a single toast',
    async (username) => {
      const page = await loggedInPage(username);
      await page.goto(`${app.url}/`);
      await settle(page);
      const pages = await drawerPages(page);
      // Every role has at least its exports; admins the users, sheets, media and dealers too.
      expect(pages.length).toBeGreaterThanOrEqual(username === 'admin' ? 5 : 1);
      const visited: string[] = [];
      for (const name of pages) {
        await goThroughDrawer(page, name);
        visited.push(new URL(page.url()).pathname);
      }
      // Back to the start page, and a sheet opened from it, then back once more.
      await page.getByRole('link', { name: 'Overview', exact: true }).click();
      await settle(page);
      await page.locator('main a[href*="/edit"]').first().click();
      await page.waitForURL(/\/edit/);
      // The designer's or the dealer form's toolbar: the sheet is open.
      await page.getByRole('toolbar').first().waitFor();
      await settle(page);
      await screenshot(page, `toasts-sheet-${username}`);
      await page.getByRole('link', { name: 'Overview', exact: true }).click();
      await settle(page);
      await page.reload();
      await settle(page);
      // The pages people reported the toasts on: users, dealers, exports (and media, overview).
      const expected = {
        admin: ['/edit/create', '/users', '/overview', '/media', '/dealers', '/exports'],
        'regionadmin.cz': ['/media', '/dealers', '/exports'],
        'dealer.cz': ['/dealers', '/exports'],
      }[username];
      expect(visited.map((path) => path.replace(/^\/(cz|pl)\b/, ''))).toEqual(
        expect.arrayContaining(expected),
      );
      expect(await toastsSeen(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("keeps an action's result on screen while the person moves on and the data reloads", async () => {
    const page = await loggedInPage('admin');
    await page.goto(`${app.url}/overview`);
    await settle(page);
    // A status change: its answer makes every list of sheets load again.
    await page
      .getByRole('switch', { name: /^Unlock or lock / })
      .first()
      .click();
    const result = page.getByText('Status changed.');
    await result.waitFor();
    // Straight on, without waiting for the network to rest: the toast has 4 s.
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Manage Users', exact: true }).click();
    await page.waitForURL(`${app.url}/users`);
    expect(await result.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.waitForURL(`${app.url}/`);
    expect(await result.isVisible()).toBe(true);
    await screenshot(page, 'toast-result-kept');
    const seen = await toastsSeen(page);
    // The action's own two messages (SPEC: "Changing status to …, please wait", then its
    // result) and nothing the page changes or reloads added.
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatch(/^Changing status to /);
    expect(seen[1]).toBe('Status changed.');
    await page.context().close();
  });

  it("shows the designer's Settings by name, the word its messages use", async () => {
    const page = await loggedInPage('admin');
    await page.goto(`${app.url}/edit/create`);
    const settings = page.getByRole('button', { name: 'Settings', exact: true });
    await settings.waitFor();
    expect((await settings.innerText()).trim()).toBe('Settings');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText("Please enter 'Name' under 'Settings'.").waitFor();
    await screenshot(page, 'designer-settings-named');
    await page.context().close();
  });
});
