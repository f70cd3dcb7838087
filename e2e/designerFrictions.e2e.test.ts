import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { waitForCanvas } from './support/editor.ts';
import { openDrawer } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, repoRoot } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;

interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box spanned by the centres of react-moveable's resize handles, in screen pixels. */
async function handlesBox(page: Page): Promise<Rect> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll('.moveable-control')].map((control) => {
      const box = control.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    });
    if (controls.length === 0) throw new Error('no selection handles are shown');
    const xs = controls.map((c) => c.x);
    const ys = controls.map((c) => c.y);
    const x = Math.min(...xs);
    const y = Math.min(...ys);
    return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
  });
}

async function frameBox(page: Page, name: string): Promise<Rect> {
  const box = await page.getByTestId(`frame-${name}`).boundingBox();
  if (!box) throw new Error(`${name} is not on the canvas`);
  return box;
}

function expectSameBox(actual: Rect, expected: Rect) {
  for (const key of ['x', 'y', 'width', 'height'] as const) {
    expect(Math.abs(actual[key] - expected[key]), key).toBeLessThan(1.5);
  }
}

describe('the designer without the walk-through’s frictions', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let pageOf: DesignerSuite['pageOf'];

  beforeAll(async () => {
    suite = await startDesignerSuite(ADMIN_PASSWORD);
    ({ app, pageOf } = suite);
  });

  afterAll(() => stopDesignerSuite(suite));

  it('selects two new elements at once, at different places inside the page, handles on them', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/create`);
    await waitForCanvas(page);
    const sheet = await page.getByTestId('sheet-page').boundingBox();
    if (!sheet) throw new Error('no page on the canvas');

    const boxes: Rect[] = [];
    for (const name of ['Text 1', 'Text 2']) {
      await page.getByRole('button', { name: 'Add Text' }).click();
      await page.getByTestId(`frame-${name}`).waitFor();
      await expect
        .poll(() => page.getByTestId(`frame-${name}`).getAttribute('data-selected'))
        .toBe('true');
      const box = await frameBox(page, name);
      // The handles are there without a click, around the new element.
      expectSameBox(await handlesBox(page), box);
      expect(box.x).toBeGreaterThanOrEqual(sheet.x - 0.5);
      expect(box.y).toBeGreaterThanOrEqual(sheet.y - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(sheet.x + sheet.width + 0.5);
      expect(box.y + box.height).toBeLessThanOrEqual(sheet.y + sheet.height + 0.5);
      boxes.push(box);
    }
    const [first, second] = boxes;
    expect(second?.x === first?.x && second?.y === first?.y).toBe(false);
    await screenshot(page, 'frictions-two-new-elements');
    await page.context().close();
  });

  it('moves the handles with the element when Left, Top, Width or Height is typed', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/create`);
    await waitForCanvas(page);
    await page.getByRole('button', { name: 'Add Text' }).click();
    await page.getByTestId('frame-Text 1').waitFor();
    const before = await frameBox(page, 'Text 1');

    await page.getByRole('spinbutton', { name: 'Left', exact: true }).first().fill('40');
    await page.getByRole('spinbutton', { name: 'Top', exact: true }).first().fill('300');
    await page.getByRole('spinbutton', { name: 'Width', exact: true }).first().fill('150');
    await page.getByRole('spinbutton', { name: 'Height', exact: true }).first().fill('80');
    await expect.poll(async () => (await frameBox(page, 'Text 1')).y).not.toBe(before.y);
    await expect
      .poll(async () => {
        const frame = await frameBox(page, 'Text 1');
        const handles = await handlesBox(page);
        return Math.max(
          Math.abs(frame.x - handles.x),
          Math.abs(frame.y - handles.y),
          Math.abs(frame.width - handles.width),
          Math.abs(frame.height - handles.height),
        );
      })
      .toBeLessThan(1.5);
    expect((await frameBox(page, 'Text 1')).x).not.toBe(before.x);
    await screenshot(page, 'frictions-handles-after-typing');
    await page.context().close();
  });

  it('shows a picked image by the name it was uploaded with, in the picker and the panel', async () => {
    const page = await pageOf('admin');
    await page.goto(`${app.url}/edit/create`);
    await waitForCanvas(page);
    await page.getByRole('button', { name: 'Add Image' }).click();
    await page.getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.getByText('alloy-wheel.png').waitFor();
    await dialog.getByRole('button', { name: 'Select alloy-wheel.png' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('alloy-wheel.png', { exact: true }).waitFor();
    expect(await page.getByText(/^[0-9a-f]{64}\.png$/).count()).toBe(0);
    await screenshot(page, 'frictions-image-name');
    await page.context().close();
  });

  it('fits every add-element label into its button: all 11 languages at 1280 px, bg and hu at 1440 px', async () => {
    const page = await pageOf('admin');
    const every = ['bg', 'hu', 'de', 'cz', 'gr', 'hr', 'pl', 'ro', 'si', 'sk', 'en'];
    for (const [width, codes] of [
      [1280, every],
      [1440, ['bg', 'hu']],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      for (const code of codes) {
        await page.goto(`${app.url}${code === 'en' ? '' : `/${code}`}/edit/create`);
        await waitForCanvas(page);
        const palette = page.getByTestId('element-palette');
        expect(await palette.locator('button').count()).toBeGreaterThanOrEqual(6);
        const overflowing = await palette.evaluate((section) =>
          [...section.querySelectorAll('button')]
            .filter((button) => button.scrollWidth > button.clientWidth)
            .map((button) => button.textContent),
        );
        expect(overflowing, `${code} at ${width} px`).toEqual([]);
        if (code === 'bg' || code === 'hu') {
          await palette.screenshot({
            path: join(repoRoot, `test-results/frictions-palette-${code}-${width}.png`),
          });
        }
      }
    }
    await page.context().close();
  });

  it('shows one toast after a login, and no password reminder after logout', async () => {
    const context = await suite?.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context?.newPage();
    if (!page) throw new Error('no browser');
    const password = demoPasswords(app.output(), ADMIN_PASSWORD)['dealer.cz'];
    await page.goto(`${app.url}/login`);
    await page.getByLabel('Username', { exact: false }).fill('dealer.cz');
    await page.getByLabel('Password', { exact: false }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    const reminder = page.getByText(
      'It is recommended to change your password to something more secure.',
    );
    await reminder.waitFor();
    // Sampled while the overview loads: never more than one toast on the screen.
    let most = 0;
    for (let i = 0; i < 20; i++) {
      most = Math.max(most, await visibleToasts(page));
      await page.waitForTimeout(100);
    }
    expect(most).toBe(1);
    expect(await page.getByText('Data loaded successfully.').count()).toBe(0);
    await screenshot(page, 'frictions-login-toast');

    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: 'Logout (dealer.cz)' }).click();
    await page.getByText('Successfully logged out.').waitFor();
    expect(await reminder.count()).toBe(0);
    expect(await visibleToasts(page)).toBe(1);
    await context?.close();
  });
});

/** Toasts on the screen now (notistack keeps a leaving one in the DOM until it is gone). */
function visibleToasts(page: Page): Promise<number> {
  return page.locator('.notistack-MuiContent:visible').count();
}
