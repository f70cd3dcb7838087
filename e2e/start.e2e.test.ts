import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogin } from './support/accounts.ts';
import { launchBrowser, screenshot } from './support/browser.ts';
import { exportFile } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { type RunningApp, startApp } from './support/startApp.ts';

const ADMIN_PASSWORD = 'e2e-admin-password';

describe('a newcomer starts the portal with npm start', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD }, { npmStart: true });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    // npm itself dies of the signal; the server under it must have shut down cleanly.
    expect(app?.output()).toContain('"msg":"database closed"');
    expect(app?.output()).toContain('"msg":"stopped"');
  });

  it('prints the demo accounts once', () => {
    expect(app.output()).toContain('Accounts created in the empty database (shown once');
    expect(app.output()).toMatch(/admin\s+\(ADMIN_PASSWORD\)/);
    expect(app.output()).toMatch(/dealer\.cz\s+\S{4}-\S{4}-\S{4}/);
  });

  it('shows the login page with the portal title', async () => {
    const page = await browser.newPage();
    await page.goto(app.url);
    await page.waitForURL(/\/login$/);
    // waitFor resolves once the field is visible and fails the test when it never is.
    await page.getByLabel('Username').waitFor({ state: 'visible' });
    await page.getByLabel('Password').waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Login' }).waitFor({ state: 'visible' });
    expect(await page.title()).toBe('Print- and Mediaservice');
    await screenshot(page, 'login');
    await page.close();
  });

  it('logs the admin in and lists the demo sheets', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Reference offer sheet').waitFor();
    await expect(page.getByText('Winter tyre storage').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'overview-admin');
    await page.close();
  });

  it('runs the built JavaScript and renders exports in its worker threads', async () => {
    // The bundle, not the TypeScript source, and a pool of one thread per core by default.
    expect(app.output()).toMatch(/"renderThreads":[1-9]/);
    const { token } = await apiLogin(app.url, 'admin', ADMIN_PASSWORD);
    const reference = (await apiSheets(app.url, token)).find(
      (sheet) => sheet.name === 'Reference offer sheet',
    );
    const png = await exportFile(app.url, token, {
      sheet: `/api/sheets/${reference?.id}`,
      format: 'png',
      page: 0,
    });
    expect(Buffer.from(png.subarray(1, 4)).toString('latin1')).toBe('PNG');
    expect(png.byteLength).toBeGreaterThan(50_000);
  });

  it('serves a language-prefixed route in that language', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/de/login`);
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');
    await screenshot(page, 'login-de');
    await page.close();
  });
});
