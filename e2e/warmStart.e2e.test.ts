import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoUsername } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { exportFile, waitForDesigner } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

/**
 * Issue 43 point 9: right after a start the first overview, designer opening and exports take
 * no longer than later ones, because the server warmed up before it answered /healthz. Each is
 * measured twice in a fresh browser context (no browser cache: what differs is the server),
 * and the figures are printed for docs/performance.md.
 */
describe('the first requests after a start', () => {
  let suite: DesignerSuite | undefined;
  const figures: Record<string, number[]> = {};

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
  });

  afterAll(async () => {
    const rows = Object.entries(figures).map(
      ([what, [first, second]]) =>
        `${what.padEnd(22)} first ${String(first).padStart(5)} ms, second ${String(second).padStart(5)} ms, ratio ${((first ?? 0) / (second || 1)).toFixed(2)}`,
    );
    process.stdout.write(`\nFirst requests after a start:\n${rows.join('\n')}\n`);
    await stopDesignerSuite(suite);
  });

  const started = () => {
    if (!suite) throw new Error('the suite did not start');
    return suite;
  };

  /** Milliseconds `work` takes. */
  async function timed(what: string, work: () => Promise<unknown>): Promise<number> {
    const begin = performance.now();
    await work();
    const ms = Math.round(performance.now() - begin);
    figures[what] = [...(figures[what] ?? []), ms];
    return ms;
  }

  /** A page in a new context (empty browser cache) logged in as `user`. */
  const freshPage = (user: DemoUsername) => started().pageOf(user);

  /** The overview until every thumbnail in view has loaded. */
  async function overviewLoaded(page: Page) {
    await page.goto(started().app.url);
    const images = page.locator('.card-thumbnail img');
    await images.first().waitFor({ timeout: 60_000 });
    await page.waitForFunction(
      () => {
        const inView = [
          ...document.querySelectorAll<HTMLImageElement>('.card-thumbnail img'),
        ].filter((img) => img.getBoundingClientRect().top < window.innerHeight);
        return inView.length > 0 && inView.every((img) => img.complete && img.naturalWidth > 0);
      },
      undefined,
      { timeout: 60_000 },
    );
  }

  it('warmed up before answering /healthz: render threads, exceljs and the first thumbnails', () => {
    const line = started()
      .app.output()
      .split('\n')
      .find((entry) => entry.includes('warmed up for the first requests'));
    expect(line, 'the warm-up log line').toBeDefined();
    const report = JSON.parse(line ?? '{}') as Record<string, number | boolean>;
    process.stdout.write(`\nWarm-up: ${JSON.stringify(report)}\n`);
    expect(report.threads).toBeGreaterThanOrEqual(1);
    expect(report.xlsx).toBe(true);
    expect(report.thumbnails).toBeGreaterThan(20);
    // Logged before the port opened: the start's "ready" line comes after it.
    const output = started().app.output();
    expect(output.indexOf('warmed up for the first requests')).toBeLessThan(
      output.indexOf('Print- and Mediaservice is ready'),
    );
  });

  it("shows a dealer's first overview with its thumbnails as fast as the second", async () => {
    for (let run = 0; run < 2; run += 1) {
      const page = await freshPage('dealer.cz');
      await timed('overview (dealer.cz)', () => overviewLoaded(page));
      if (run === 0) await screenshot(page, 'warm-start-overview-cz');
      await page.context().close();
    }
    const [first = 0, second = 0] = figures['overview (dealer.cz)'] ?? [];
    expect(first).toBeLessThanOrEqual(Math.max(second * 1.5, second + 1000));
  });

  it('makes the first print PDF, ZIP and translation XLSX about as fast as the second', async () => {
    const { app, sessions } = started();
    const sheets = await apiSheets(app.url, sessions.admin.token);
    const reference = sheets.find((sheet) => sheet.name === 'Reference offer sheet');
    const copy = reference?.regionalSheets.find((c) => c.region === 'cz');
    if (!reference || !copy) throw new Error('the demo has no reference sheet with a Czech copy');
    const token = sessions['dealer.cz'].token;
    const body = (format: string) => ({
      sheet: `/api/regional_sheets/${copy.id}`,
      format,
      pdf: 'print',
    });
    for (let run = 0; run < 2; run += 1) {
      await timed('print PDF (dealer.cz)', () => exportFile(app.url, token, body('pdf')));
      await timed('ZIP (dealer.cz)', () => exportFile(app.url, token, body('zip')));
      await timed('XLSX (regionadmin.cz)', async () => {
        const response = await fetch(
          `${app.url}/api/regional_sheets/${copy.id}/translations?format=xlsx`,
          { headers: { authorization: `Bearer ${sessions['regionadmin.cz'].token}` } },
        );
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      });
    }
    for (const what of ['print PDF (dealer.cz)', 'ZIP (dealer.cz)', 'XLSX (regionadmin.cz)']) {
      const [first = 0, second = 0] = figures[what] ?? [];
      // Loose: timings on a shared machine; the warm-up itself is asserted above.
      expect(first, what).toBeLessThanOrEqual(Math.max(second * 1.5, second + 500));
    }
  });
  it('opens the designer the first time about as fast as the second', async () => {
    const { app, sessions } = started();
    const reference = (await apiSheets(app.url, sessions.admin.token)).find(
      (sheet) => sheet.name === 'Reference offer sheet',
    );
    for (let run = 0; run < 2; run += 1) {
      const page = await freshPage('admin');
      // The slowest requests of each opening: whether the server or the browser takes the time.
      const slow: string[] = [];
      page.on('requestfinished', (request) => {
        const ms = Math.round(request.timing().responseEnd);
        if (ms > 200) slow.push(`${ms} ms ${new URL(request.url()).pathname}`);
      });
      await timed('designer (admin)', async () => {
        await page.goto(`${app.url}/edit/${reference?.id}`);
        await waitForDesigner(page);
      });
      process.stdout.write(
        `\nDesigner opening ${run + 1}, requests over 200 ms:\n${slow.join('\n')}\n`,
      );
      await page.context().close();
    }
    const [first = 0, second = 0] = figures['designer (admin)'] ?? [];
    expect(first).toBeLessThanOrEqual(Math.max(second * 1.5, second + 1000));
  });
});
