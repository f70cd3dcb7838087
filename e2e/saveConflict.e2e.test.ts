import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiLogin, loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api, designerWindow, waitForDesigner } from './support/editor.ts';
import { noteToasts, toastsSeen } from './support/shell.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp } from './support/startApp.ts';

// Two designers on one sheet (issue 41 point 2): a save that meets a newer version merges what
// does not clash and asks only where both moved the same element, naming who saved; whichever
// side is chosen, the other stays a revision.

const ANNA_PASSWORD = 'Anna-saves-2026!';

const box = (left: number, top: number) => ({ left, top, width: 160, height: 40 });

type Sheet = { id: number; version: number; data: string };
type Element = { id: number; config: { name: string; style: { left: number; top: number } } };

describe('two designers saving one sheet', () => {
  let suite: DesignerSuite | undefined;
  let app: RunningApp;
  let admin: ApiSession;
  let anna: ApiSession;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
    app = suite.app;
    admin = suite.sessions.admin;
    const created = await api(app.url, admin.token, '/api/users', {
      method: 'POST',
      body: { username: 'anna', password: ANNA_PASSWORD, roles: ['ROLE_ADMIN'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    anna = await apiLogin(app.url, 'anna', ANNA_PASSWORD);
  });

  afterAll(() => stopDesignerSuite(suite));

  async function newSheet(name: string): Promise<number> {
    const created = await api(app.url, admin.token, '/api/sheets', {
      method: 'POST',
      body: {
        name,
        category: 1,
        data: JSON.stringify({
          schemaVersion: 2,
          ci: 'bmw',
          elements: ['Headline', 'Price', 'Footer'].map((element, i) => ({
            id: i + 1,
            type: 'p',
            config: { name: element, text: `<p>${element}</p>`, style: box(40, 60 + i * 200) },
            variants: [],
          })),
          variant_groups: [],
          variants: [],
          additional_pages: [],
          connected_groups: [],
        }),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return Number(created.body.id);
  }

  async function open(session: ApiSession, id: number, language = ''): Promise<Page> {
    if (!suite) throw new Error('no suite');
    const context = await loggedInContext(suite.browser, session, { viewport: designerWindow });
    const page = await context.newPage();
    await page.goto(`${app.url}${language}/edit/${id}`);
    await waitForDesigner(page);
    await noteToasts(page);
    return page;
  }

  /** Selects an element on the canvas and nudges it by 10 pt with the arrow keys. */
  async function nudge(page: Page, element: string, key: 'ArrowRight' | 'ArrowDown') {
    await page.bringToFront();
    await page.getByTestId(`frame-${element}`).click();
    await page.keyboard.press(`Shift+${key}`);
  }

  async function save(page: Page, label = 'Save') {
    await page.bringToFront();
    await page.getByRole('button', { name: label, exact: true }).first().click();
  }

  /** A dialog's screenshot once it has faded in, not half-transparent over the page. */
  async function shoot(page: Page, name: string) {
    const container = page.locator('.MuiDialog-container');
    await expect.poll(() => container.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, name);
  }

  async function sheet(id: number): Promise<Sheet> {
    return (await api(app.url, admin.token, `/api/sheets/${id}`)).body as unknown as Sheet;
  }

  function position(saved: { data: string }, element: string) {
    const elements = (JSON.parse(saved.data) as { elements: Element[] }).elements;
    const found = elements.find((e) => e.config.name === element);
    return found && [found.config.style.left, found.config.style.top];
  }

  it('merges edits of different elements on the second save and says what came from the other', async () => {
    const id = await newSheet('E2E merge');
    const mine = await open(admin, id);
    const hers = await open(anna, id);
    await nudge(mine, 'Headline', 'ArrowRight');
    await save(mine);
    await expect.poll(async () => (await sheet(id)).version).toBe(2);

    await nudge(hers, 'Footer', 'ArrowDown');
    await save(hers);
    await expect.poll(async () => (await sheet(id)).version).toBe(3);
    const saved = await sheet(id);
    expect(position(saved, 'Headline')).toEqual([50, 60]);
    expect(position(saved, 'Footer')).toEqual([40, 470]);
    await expect
      .poll(() => toastsSeen(hers))
      .toContain("Saved, together with the changes admin made: moved 'Headline'.");
    // No dialog: nothing clashed.
    expect(await hers.getByRole('dialog').count()).toBe(0);
    // Both sides' changes are in the designer that merged, and it has nothing left to save.
    await screenshot(hers, 'save-conflict-merged');
    await mine.context().close();
    await hers.context().close();
  });

  it('asks where both moved the same element, names "your other window", and keeps the other side as a revision', async () => {
    const id = await newSheet('E2E conflict');
    const first = await open(admin, id);
    const second = await open(admin, id);
    await nudge(first, 'Headline', 'ArrowRight');
    await nudge(first, 'Price', 'ArrowRight');
    await save(first);
    await expect.poll(async () => (await sheet(id)).version).toBe(2);

    await nudge(second, 'Headline', 'ArrowDown');
    await nudge(second, 'Footer', 'ArrowDown');
    await save(second);
    const dialog = second.getByRole('dialog');
    await dialog.waitFor();
    await expect
      .poll(() => dialog.textContent())
      .toContain('You saved this sheet in another window after this one opened it.');
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Headline: Position');
    // Both values side by side: mine moved down, the other window's moved right.
    expect(text).toContain('40 pt, 70 pt');
    expect(text).toContain('50 pt, 60 pt');
    expect(text).toContain('Your other window');
    // Price (moved in the other window) and Footer (moved here) did not clash: not asked.
    expect(text).not.toContain('Price');
    expect(text).not.toContain('Footer');
    await shoot(second, 'save-conflict-dialog');
    expect((await sheet(id)).version).toBe(2);

    // The other window's position wins; this window's stays a revision.
    await dialog.getByRole('radio', { name: 'Your other window' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await sheet(id)).version).toBe(4);
    const saved = await sheet(id);
    expect(position(saved, 'Headline')).toEqual([50, 60]);
    expect(position(saved, 'Price')).toEqual([50, 260]);
    expect(position(saved, 'Footer')).toEqual([40, 470]);
    await expect
      .poll(async () => (await toastsSeen(second)).join(' '))
      .toContain('Your version stays in the sheet');

    const revisions = (await api(app.url, admin.token, `/api/sheets/${id}/revisions`)).body[
      'hydra:member'
    ] as { version: number; createdBy: string }[];
    expect(revisions.map((r) => [r.version, r.createdBy])).toEqual([
      [4, 'admin'],
      [3, 'admin'],
      [2, 'admin'],
      [1, 'admin'],
    ]);
    // Version 3 is this window's merge: restoring it brings its position back.
    const restored = await api(app.url, admin.token, `/api/sheets/${id}/revisions/3/restore`, {
      method: 'POST',
      body: { version: 4 },
    });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = restored.body as unknown as Sheet;
    expect(position(back, 'Headline')).toEqual([40, 70]);
    expect(position(back, 'Price')).toEqual([50, 260]);

    // Saving again from this window meets the restore (version 5): it merges, without asking.
    await nudge(second, 'Price', 'ArrowDown');
    await save(second);
    await expect.poll(async () => (await sheet(id)).version).toBe(6);
    expect(position(await sheet(id), 'Headline')).toEqual([40, 70]);
    expect(position(await sheet(id), 'Price')).toEqual([50, 270]);
    expect(await second.getByRole('dialog').count()).toBe(0);
    await second.context().close();
    await first.context().close();
  });

  it("asks in the user's language; closing keeps the edits, and keeping mine then saves", async () => {
    const id = await newSheet('E2E conflict bg');
    const first = await open(admin, id);
    const second = await open(admin, id, '/bg');
    await nudge(first, 'Headline', 'ArrowRight');
    await save(first);
    await expect.poll(async () => (await sheet(id)).version).toBe(2);

    await nudge(second, 'Headline', 'ArrowDown');
    await save(second, 'Запази');
    const dialog = second.getByRole('dialog');
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain('Този лист беше запазен междувременно');
    expect(text).toContain('Запазихте този лист в друг прозорец');
    expect(text).toContain('Другият ви прозорец');
    expect(text).toContain('Headline: Позиция');
    await shoot(second, 'save-conflict-dialog-bg');

    // Closed unanswered: nothing is saved, the edit stays; the next Save asks again.
    await dialog.getByRole('button', { name: 'Отказ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await sheet(id)).version).toBe(2);
    await save(second, 'Запази');
    await dialog.waitFor();
    // Keeping mine (the default) saves, over a revision that holds the other window's.
    await dialog.getByRole('button', { name: 'Запази' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await sheet(id)).version).toBe(3);
    expect(position(await sheet(id), 'Headline')).toEqual([40, 70]);
    await expect
      .poll(async () => (await toastsSeen(second)).join(' '))
      .toContain('Версията от другия ви прозорец остава в историята на листа (версия 2).');
    await first.context().close();
    await second.context().close();
  });
});
