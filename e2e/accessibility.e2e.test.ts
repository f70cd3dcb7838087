import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUsername, loggedInContext } from './support/accounts.ts';
import { seriousAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForDesigner } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { settle } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
const REFERENCE = 'Reference offer sheet';
/** Issue #20 point 5: the designer at a laptop's size, the overview and the form on a phone. */
const desktop = { width: 1280, height: 800 } as const;
const phone = { width: 390, height: 844 } as const;

/** Every page of the portal behind the login, without language prefix. */
const portalPages = ['/', '/overview', '/users', '/media', '/exports', '/dealers', '/edit/create'];
const publicPages = ['/login', '/support', '/dataprivacy', '/imprint', '/no/such/page'];
const roles = ['admin', 'regionadmin.cz', 'dealer.cz'] as const satisfies DemoUsername[];
/** The admin's common dialogs, opened by the button of that name on the page. */
const adminDialogs: Record<string, RegExp> = {
  '/overview': /^Import$/,
  '/users': /^New user$/,
  '/media': /^Details of sedan-blue-coast\.jpg$/,
};

describe('accessibility of every page (axe: no serious or critical violations)', () => {
  let suite: DesignerSuite | undefined;
  let referenceId = 0;
  let czCopyId = 0;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    const reference = (await apiSheets(suite.app.url, suite.sessions.admin.token)).find(
      (sheet) => sheet.name === REFERENCE,
    );
    referenceId = reference?.id ?? 0;
    czCopyId = reference?.regionalSheets.find((copy) => copy.region === 'cz')?.id ?? 0;
  });

  afterAll(() => stopDesignerSuite(suite));

  const url = (path: string) => `${suite?.app.url ?? ''}${path}`;

  /** A new context for the user (null: a visitor) and window; the browser closes them all. */
  async function pageOf(
    user: DemoUsername | null,
    viewport: { width: number; height: number },
  ): Promise<Page> {
    if (!suite) throw new Error('the app did not start');
    const phoneLike = viewport.width < 600 ? { isMobile: true, hasTouch: true } : {};
    // bypassCSP lets axe-core be injected; the app's CSP rightly forbids inline scripts.
    const options = { viewport, bypassCSP: true, ...phoneLike };
    const context = user
      ? await loggedInContext(suite.browser, suite.sessions[user], options)
      : await suite.browser.newContext(options);
    return context.newPage();
  }

  /**
   * Goes to `path` inside the running app, as its own links do (the router follows popstate):
   * the data loaded at the start stays, so each page is not a cold start of the whole app.
   */
  async function visit(page: Page, path: string) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL(url(path));
    await settle(page);
    await shown(page);
  }

  /**
   * The shell is on screen and the page in it has loaded its code and data (no spinner left):
   * axe finds nothing wrong on a blank page or a spinner either.
   */
  async function shown(page: Page) {
    await page.getByRole('banner').waitFor();
    await page.getByRole('contentinfo').waitFor();
    // A spinner has no value; a bar with one (a copy's translated share) is content.
    await page.waitForFunction(
      () => !document.querySelector('main [role="progressbar"]:not([aria-valuenow])'),
    );
  }

  /** axe's serious and critical findings on what the page shows now, each named by `where`. */
  async function audit(page: Page, where: string): Promise<string[]> {
    await screenshot(page, `a11y-${where.replaceAll(/[^a-z0-9]+/gi, '-')}`);
    return (await seriousAxeViolations(page)).map((violation) => `${where}: ${violation}`);
  }

  it('the public pages, the 404 and the error page', async () => {
    const page = await pageOf(null, desktop);
    const found: string[] = [];
    for (const path of publicPages) {
      await page.goto(url(path));
      await settle(page);
      await shown(page);
      found.push(...(await audit(page, `visitor ${path}`)));
    }
    // A page whose chunk cannot load ends on the error page after one reload.
    await page.route(/\/assets\/ImprintPage-[^/]*\.js$/, (route) => route.abort());
    await page.goto(url('/imprint'));
    await page.getByRole('heading', { name: 'An error occurred.' }).waitFor();
    found.push(...(await audit(page, 'visitor error page')));
    expect(found).toEqual([]);
  });

  it.each(roles)('every portal page as %s at 1280 x 800', async (user) => {
    const page = await pageOf(user, desktop);
    const found: string[] = [];
    await page.goto(url('/'));
    for (const path of portalPages) {
      await visit(page, path);
      found.push(...(await audit(page, `${user} ${path}`)));
      const opener = user === 'admin' ? adminDialogs[path] : undefined;
      if (opener) {
        await page.getByRole('button', { name: opener }).first().click();
        await page.getByRole('dialog').waitFor();
        await settle(page);
        found.push(...(await audit(page, `${user} ${path} dialog`)));
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
    }
    // The drawer, open over the last page, and the password dialog it opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).waitFor();
    await settle(page);
    found.push(...(await audit(page, `${user} drawer`)));
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('dialog', { name: 'Change password' }).waitFor();
    await settle(page);
    found.push(...(await audit(page, `${user} password dialog`)));
    expect(found).toEqual([]);
  });

  it('the designer with the reference sheet, an element selected and a dialog open', async () => {
    const page = await pageOf('admin', desktop);
    const found: string[] = [];
    await page.goto(url(`/edit/${referenceId}`));
    await waitForDesigner(page);
    await settle(page);
    found.push(...(await audit(page, 'designer')));

    await page.getByTestId('frame-Tyre label').click();
    await page.getByLabel('Width', { exact: true }).waitFor();
    found.push(...(await audit(page, 'designer selected')));
    await page.getByRole('tab', { name: 'Variants' }).click();
    await settle(page);
    found.push(...(await audit(page, 'designer variants')));

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('dialog').waitFor();
    await settle(page);
    found.push(...(await audit(page, 'designer settings dialog')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Preflight – / }).click();
    await page.getByRole('dialog', { name: 'Preflight' }).waitFor();
    await settle(page);
    found.push(...(await audit(page, 'designer preflight list')));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // At 1280 px the batch export waits in the toolbar's More menu (issue 41 point 6).
    const batch = page.getByRole('button', { name: 'For every dealer' });
    if (!(await batch.isVisible())) {
      await page.getByRole('button', { name: 'More tools' }).click();
      await settle(page);
      found.push(...(await audit(page, 'designer toolbar overflow')));
    }
    await batch.click();
    await page.getByRole('dialog', { name: /dealer/i }).waitFor();
    await settle(page);
    found.push(...(await audit(page, 'designer batch export dialog')));
    expect(found).toEqual([]);
  });

  it.each(['regionadmin.cz', 'dealer.cz'] as const)(
    'the regional copy in the designer as %s at 1280 x 800',
    async (user) => {
      const page = await pageOf(user, desktop);
      await page.goto(url(`/edit-region/${czCopyId}`));
      await waitForDesigner(page);
      await settle(page);
      const found = await audit(page, `${user} regional designer`);
      await page.getByTestId('frame-Dealer contact').click();
      await settle(page);
      found.push(...(await audit(page, `${user} regional designer selected`)));
      expect(found).toEqual([]);
    },
  );

  it('the overview and the dealer form on a phone (390 x 844)', async () => {
    const found: string[] = [];
    for (const user of roles) {
      const page = await pageOf(user, phone);
      await page.goto(url('/'));
      await page.getByRole('navigation', { name: 'Categories' }).waitFor();
      await settle(page);
      found.push(...(await audit(page, `${user} phone overview`)));
    }
    const page = await pageOf('dealer.cz', phone);
    await page.goto(url(`/edit-region/${czCopyId}`));
    await page
      .locator('[data-testid="dealer-preview"][data-ready="true"]')
      .waitFor({ timeout: 90_000 });
    await settle(page);
    found.push(...(await audit(page, 'dealer.cz phone form')));
    expect(found).toEqual([]);
  });
});
