import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

const phone = { width: 390, height: 844 } as const;
const desktop = { width: 1440, height: 900 } as const;

/** Issue 43's small slips of the portal, each as a person meets it. */
describe('portal slips', () => {
  let suite: DesignerSuite | undefined;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  async function pageAs(
    user: 'admin' | 'regionadmin.cz',
    viewport: { width: number; height: number } = desktop,
  ): Promise<Page> {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions[user], { viewport });
    return context.newPage();
  }

  it('leads /cs to /cz and /en to the unprefixed address, keeping the rest', async () => {
    const url = suite?.app.url ?? '';
    const page = await pageAs('admin');
    await page.goto(`${url}/cs/overview?x=1#top`);
    await page.waitForURL(/\/cz\/overview\?x=1#top$/);
    // The Czech interface: the page is in Czech.
    await page.waitForFunction(() => document.documentElement.lang === 'cs');
    await page.goto(`${url}/en/users`);
    await page.waitForURL(`${url}/users`);
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await page.context().close();
  });

  it('offers the way back from a sheet address without a sheet', async () => {
    const url = suite?.app.url ?? '';
    const page = await pageAs('admin');
    await page.goto(`${url}/edit/99999`);
    await page.getByText('This sheet does not exist or you may not open it.').waitFor();
    await screenshot(page, 'slips-missing-sheet-en');
    await page.getByRole('link', { name: 'Back to the overview' }).click();
    await page.waitForURL(`${url}/`);
    await page.context().close();
  });

  it('shows the Hungarian overview headers whole and its filter label uncut', async () => {
    const url = suite?.app.url ?? '';
    const page = await pageAs('admin');
    await page.goto(`${url}/hu/overview`);
    const table = page.getByRole('table');
    await table.locator('tbody tr').first().waitFor();
    await screenshot(page, 'slips-overview-hu');
    // Each header's words stay whole: a text broken inside a word takes more lines than words.
    const broken = await table.locator('thead th').evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const found: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = (node.textContent ?? '').trim();
          if (!text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > text.split(/\s+/).length) found.push(text);
        }
        return found;
      }),
    );
    expect(broken).toEqual([]);
    // Wider headers do not push the last column out of the 1440 px window.
    const overflow = await page
      .locator('.MuiTableContainer-root')
      .evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const label = page.locator('label', { hasText: 'Szűrés azonosító' });
    const cut = await label.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
    await page.context().close();
  });

  it('keeps the phone bar readable, without a second CZ', async () => {
    const url = suite?.app.url ?? '';
    const page = await pageAs('regionadmin.cz', phone);
    await page.goto(`${url}/cz/?search=${encodeURIComponent('Referenční')}`);
    await page.locator('a[data-card-link]').first().click();
    await page.waitForURL(/\/cz\/edit-region\/\d+/);
    const bar = page.locator('header').first();
    await bar.getByRole('group').waitFor();
    await screenshot(page, 'slips-phone-bar-cz');
    const title = bar.getByRole('link', { name: 'Print- and Mediaservice' });
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(
      true,
    );
    // The language button says CZ; the Czech copy needs no chip saying it again.
    expect(await bar.getByRole('button', { name: /CZ/ }).count()).toBe(1);
    expect(await bar.locator('.MuiChip-root').count()).toBe(0);
    await page.context().close();
  });

  it('shows the 18-inch wheel for a search for "18 inch"', async () => {
    const url = suite?.app.url ?? '';
    const page = await pageAs('admin');
    await page.goto(`${url}/?search=${encodeURIComponent('18 inch')}`);
    const card = page.locator('li.card', { hasText: 'BMW 3 Series – complete winter wheels' });
    const image = card.locator('img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toContain('search=18%20inch');
    await page.waitForFunction(
      (element) => (element as HTMLImageElement).complete,
      await image.elementHandle(),
    );
    expect(
      await image.evaluate((element) => (element as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    await screenshot(page, 'slips-search-18-inch');
    await page.context().close();
  });
});
