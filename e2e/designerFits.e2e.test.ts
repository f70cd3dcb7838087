import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoUsername, loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForDesigner } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
// A master with variant groups (their selects widen the toolbar) and a released CZ copy.
const MASTER = 'BMW 3 Series – complete winter wheels';

const windows = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
// English, and two languages whose labels are among the longest (issue 41 point 6).
const languages = [
  { prefix: '', iso: 'en', more: 'More tools' },
  { prefix: '/hu', iso: 'hu', more: 'További eszközök' },
  { prefix: '/bg', iso: 'bg', more: 'Още инструменти' },
] as const;

/** The toolbar's items, as EditorToolbar names them, that each kind of user must reach. */
const designerItems = [
  'save',
  'history',
  'zoom',
  'settings',
  'preview',
  'variants',
  'preflight',
  'exports',
  'batchExport',
  'translations',
];
const adminItems = [...designerItems, 'sheetMenu'];
const dealerItems = ['zoom', 'variants', 'preflight', 'exports'];

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The toolbar's box, its padding, and the boxes of the items it shows. */
function toolbarLayout(page: Page) {
  return page.evaluate(() => {
    const box = ({ top, bottom, left, right }: DOMRect): Box => ({ top, bottom, left, right });
    const bar = document.querySelector<HTMLElement>('[data-testid="editor-toolbar"]');
    if (!bar) throw new Error('no designer toolbar');
    const style = getComputedStyle(bar);
    return {
      bar: box(bar.getBoundingClientRect()),
      paddingRight: Number.parseFloat(style.paddingRight),
      items: [...bar.querySelectorAll<HTMLElement>('[data-overflow-id]')]
        .filter((item) => item.getBoundingClientRect().width > 0)
        .map((item) => ({
          id: item.getAttribute('data-overflow-id') ?? '',
          ...box(item.getBoundingClientRect()),
        })),
      more: bar.querySelector('[data-overflow-more]') !== null,
      scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
      innerHeight: window.innerHeight,
    };
  });
}

/**
 * The designer fits the window: one toolbar row with nothing cut off, no document scroll, a
 * wheel over the properties panel leaves the toolbar where it is, and every item of `expected`
 * is in the bar or in the More menu (with `moreLabel`).
 */
async function expectFits(page: Page, expected: readonly string[], moreLabel: string) {
  const layout = await toolbarLayout(page);
  expect(layout.scrollHeight).toBeLessThanOrEqual(layout.innerHeight);
  // One row: every item sits on the bar's middle line and none is cut off at its end. The
  // tallest item (a small select, 40 px) with the padding and border is 49 px; two rows are 80.
  expect(layout.bar.bottom - layout.bar.top).toBeLessThan(56);
  const middle = (layout.bar.top + layout.bar.bottom) / 2;
  for (const item of layout.items) {
    expect(Math.abs((item.top + item.bottom) / 2 - middle), item.id).toBeLessThan(2);
    expect(item.right, item.id).toBeLessThanOrEqual(layout.bar.right - layout.paddingRight + 0.5);
  }

  // A wheel over the properties panel scrolls at most the panel, never the page.
  const panel = await page.locator('aside').last().boundingBox();
  if (!panel) throw new Error('no properties panel');
  await page.mouse.move(panel.x + panel.width / 2, panel.y + panel.height / 2);
  await page.mouse.wheel(0, 1200);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  expect((await toolbarLayout(page)).bar.top).toBe(layout.bar.top);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // Every item is reachable: in the bar, or in the More menu.
  const inBar = layout.items.map((item) => item.id);
  const rest = expected.filter((id) => !inBar.includes(id));
  expect(layout.more).toBe(rest.length > 0);
  if (rest.length > 0) {
    await page.getByRole('button', { name: moreLabel, exact: true }).click();
    const menu = page.getByRole('dialog', { name: moreLabel, exact: true });
    for (const id of rest) {
      const item = menu.locator(`[data-overflow-item="${id}"]`);
      await item.waitFor();
      // Something to press in it, with a name: a button, a menu item, a switch or a select.
      const controls = item.locator(
        'button:visible, [role="menuitem"]:visible, [role="combobox"]:visible, input:visible',
      );
      expect(await controls.count(), id).toBeGreaterThan(0);
    }
    await page.keyboard.press('Escape');
  }
  return { inBar, inMenu: rest };
}

describe('the designer fits the window', () => {
  let suite: DesignerSuite | undefined;
  let masterId = 0;
  let copyId = 0;

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    const sheets = await apiSheets(suite.app.url, suite.sessions.admin.token);
    const master = sheets.find((sheet) => sheet.name === MASTER);
    const copy = master?.regionalSheets.find((c) => c.region === 'cz');
    if (!master || !copy) throw new Error(`the demo has no CZ copy of ${MASTER}`);
    masterId = master.id;
    copyId = copy.id;
  });

  afterAll(() => stopDesignerSuite(suite));

  const open = async (user: DemoUsername, viewport: { width: number; height: number }) => {
    if (!suite) throw new Error('the app did not start');
    const context = await loggedInContext(suite.browser, suite.sessions[user], { viewport });
    return context.newPage();
  };

  for (const viewport of windows) {
    for (const language of languages) {
      it(`for an admin at ${viewport.width} × ${viewport.height} in ${language.iso}`, async () => {
        const page = await open('admin', viewport);
        await page.goto(`${suite?.app.url}${language.prefix}/edit/${masterId}`);
        await waitForDesigner(page);
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.iso);
        await screenshot(page, `designerFits-admin-${viewport.width}-${language.iso}`);
        const { inMenu } = await expectFits(page, adminItems, language.more);
        if (inMenu.length > 0) {
          await page.getByRole('button', { name: language.more, exact: true }).click();
          const menu = page.getByRole('dialog', { name: language.more, exact: true });
          await menu.waitFor();
          // The menu grows in: the screenshot waits until it is there in full.
          await expect
            .poll(() => menu.evaluate((paper) => getComputedStyle(paper).opacity))
            .toBe('1');
          await screenshot(page, `designerFits-admin-${viewport.width}-${language.iso}-more`);
          await page.keyboard.press('Escape');
        }
        // Save and undo stay in the bar: they are the first to keep (EditorToolbar's order).
        expect((await toolbarLayout(page)).items.map((item) => item.id)).toEqual(
          expect.arrayContaining(['save', 'history']),
        );
        await page.context().close();
      });
    }
  }

  it('for a region admin on their copy at 1280 × 800', async () => {
    const page = await open('regionadmin.cz', windows[0]);
    await page.goto(`${suite?.app.url}/edit-region/${copyId}`);
    await waitForDesigner(page);
    await screenshot(page, 'designerFits-regional-1280-en');
    await expectFits(page, designerItems, 'More tools');
    await page.context().close();
  });

  it('for a dealer at 1280 × 800', async () => {
    const page = await open('dealer.cz', windows[0]);
    await page.goto(`${suite?.app.url}/edit-region/${copyId}`);
    await waitForDesigner(page);
    await screenshot(page, 'designerFits-dealer-1280-en');
    const { inBar } = await expectFits(page, dealerItems, 'More tools');
    // The dealer's toolbar is short: everything fits without the More menu.
    expect(inBar).toEqual(expect.arrayContaining(dealerItems));
    await page.context().close();
  });
});
