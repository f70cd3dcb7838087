import { readFile } from 'node:fs/promises';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrMatrix } from '../packages/sheet/src/elements/tyre_label/qr.ts';
import { loggedInContext } from './support/accounts.ts';
import { screenshot } from './support/browser.ts';
import {
  type DesignerSuite,
  startDesignerSuite,
  stopDesignerSuite,
} from './support/designerSuite.ts';
import { api } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD } from './support/startApp.ts';

const phone = { width: 390, height: 844 } as const;
const OWN_URL = 'https://www.bmw.cz/zimni-kola';
const DEALER_URL = 'https://autosalon-praha.example/zima';

interface StoredElement {
  id: number;
  type: string;
  config: { name: string; style: Record<string, unknown> } & Record<string, unknown>;
  variants: unknown[];
}

/** The dark cells of a filled path of `M x y H x V y H x Z` rectangles, as "row:col". */
function cellsOf(rects: { x1: number; y1: number; x2: number; y2: number }[]): Set<string> {
  const module = Math.min(...rects.map((r) => r.y2 - r.y1));
  const left = Math.min(...rects.map((r) => r.x1));
  const top = Math.min(...rects.map((r) => r.y1));
  const cells = new Set<string>();
  for (const r of rects) {
    const row = Math.round((r.y1 - top) / module);
    const first = Math.round((r.x1 - left) / module);
    const last = Math.round((r.x2 - left) / module);
    for (let col = first; col < last; col++) cells.add(`${row}:${col}`);
  }
  return cells;
}

/**
 * Whether a page of the PDF draws the QR code of `text`: each filled path is read back as
 * rectangles in page space and compared, module by module, with the engine's code of it.
 */
function drawsQrCode(pdf: Uint8Array, text: string): boolean {
  const matrix = qrMatrix(text);
  if (!matrix) throw new Error(`no QR code holds ${text}`);
  const expected = new Set<string>();
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.isDark(row, col)) expected.add(`${row}:${col}`);
    }
  }
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf');
  let found = false;
  for (let index = 0; index < doc.countPages(); index++) {
    const device = new mupdf.Device({
      fillPath(path, _evenOdd, ctm) {
        const [a, b, c, d, e, f] = ctm;
        const rects: { x1: number; y1: number; x2: number; y2: number }[] = [];
        let points: [number, number][] = [];
        const close = () => {
          if (points.length < 4) return;
          const xs = points.map(([x]) => x);
          const ys = points.map(([, y]) => y);
          rects.push({
            x1: Math.min(...xs),
            y1: Math.min(...ys),
            x2: Math.max(...xs),
            y2: Math.max(...ys),
          });
          points = [];
        };
        const at = (x: number, y: number): [number, number] => [
          a * x + c * y + e,
          b * x + d * y + f,
        ];
        path.walk({
          moveTo: (x, y) => {
            close();
            points = [at(x, y)];
          },
          lineTo: (x, y) => points.push(at(x, y)),
          closePath: close,
        });
        close();
        if (rects.length < expected.size / 8) return;
        const cells = cellsOf(rects);
        if (cells.size === expected.size && [...cells].every((cell) => expected.has(cell))) {
          found = true;
        }
      },
    });
    doc.loadPage(index).run(device, mupdf.Matrix.identity);
    device.close();
  }
  return found;
}

/**
 * A dealer-editable QR code in the phone form (issue 40 point 7): the form asks each type's
 * definition what a dealer fills, so the code is there as it is on the desktop panel.
 */
describe('a QR code open to dealers, on a phone', () => {
  let suite: DesignerSuite | undefined;
  let copyId = 0;

  beforeAll(async () => {
    suite = await startDesignerSuite(JOURNEY_ADMIN_PASSWORD);
    const url = suite.app.url;
    const admin = suite.sessions.admin.token;
    const master = (await apiSheets(url, admin)).find((s) => s.name === 'Reference offer sheet');
    const copy = master?.regionalSheets.find((c) => c.region === 'cz');
    if (!copy) throw new Error('the demo has no CZ copy of the reference sheet');
    copyId = copy.id;
    // The region's copy gets a QR code of its own, open to dealers.
    const read = await api(url, admin, `/api/regional_sheets/${copyId}`);
    const data = JSON.parse(String(read.body.data)) as { elements: StoredElement[] };
    const [first] = data.elements;
    if (!first) throw new Error('the reference sheet has elements');
    data.elements.push({
      id: Math.max(...data.elements.map((element) => element.id)) + 1,
      type: 'qr',
      config: {
        name: 'Website',
        dealerEditable: true,
        content: OWN_URL,
        quietZone: 4,
        style: { ...first.config.style, left: 460, top: 690, width: 100, height: 100 },
      },
      variants: [],
    });
    const saved = await api(url, admin, `/api/regional_sheets/${copyId}`, {
      method: 'PUT',
      body: { version: read.body.version, data: JSON.stringify(data), status: 'unlocked' },
    });
    expect(saved.status).toBe(200);
  });

  afterAll(() => stopDesignerSuite(suite));

  it('asks for its content in the form, keeps the dealer’s on the server and prints it', async () => {
    if (!suite) throw new Error('the app did not start');
    const url = suite.app.url;
    const context = await loggedInContext(suite.browser, suite.sessions['dealer.cz'], {
      viewport: phone,
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    await page.goto(`${url}/edit-region/${copyId}`);
    await page.getByTestId('dealer-form').waitFor();
    await page
      .locator('[data-testid="dealer-preview"][data-ready="true"]')
      .waitFor({ timeout: 90_000 });

    const field = page.getByRole('region', { name: 'Website' });
    await field.waitFor({ timeout: 10_000 });
    const input = field.getByRole('textbox', { name: 'Website' });
    expect(await input.inputValue()).toBe(OWN_URL);
    await input.fill(DEALER_URL);
    await input.press('Enter');
    await field.getByRole('button', { name: "Reset to the sheet's value" }).waitFor();
    await expect
      .poll(() => page.locator('[data-sync-state]').getAttribute('data-sync-state'), {
        timeout: 15_000,
      })
      .toBe('saved');
    await screenshot(page, 'dealer-phone-qr');

    // Kept on the server as the dealer's own value for the code.
    const stored = await api(
      url,
      suite.sessions['dealer.cz'].token,
      `/api/regional_sheets/${copyId}/dealer_values`,
    );
    expect((stored.body.values as Record<string, unknown>).Website).toEqual({ text: DEALER_URL });

    // The export prints the dealer's code, not the sheet's own.
    const download = page.waitForEvent('download');
    await page
      .getByRole('toolbar', { name: 'Downloads' })
      .getByRole('button', { name: 'Print PDF' })
      .tap();
    const pdf = new Uint8Array(await readFile((await (await download).path()) as string));
    expect(drawsQrCode(pdf, DEALER_URL)).toBe(true);
    expect(drawsQrCode(pdf, OWN_URL)).toBe(false);
    await context.close();
  });
});
