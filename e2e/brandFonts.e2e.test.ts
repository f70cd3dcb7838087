import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiSession, apiLogin, loggedInContext } from './support/accounts.ts';
import { launchBrowser } from './support/browser.ts';
import { api, designerWindow, exportFile, pdfLines, waitForCanvas } from './support/editor.ts';
import { apiSheets } from './support/portal.ts';
import { JOURNEY_ADMIN_PASSWORD, type RunningApp, startApp } from './support/startApp.ts';

// The seeded demo the journeys start from has this admin password.
const ADMIN_PASSWORD = JOURNEY_ADMIN_PASSWORD;
/** As the fidelity test: a glyph the canvas draws is at most this far from the PDF's, in points. */
const TOLERANCE = 0.5;

// DejaVu Serif stands in for a brand font: none of the engine's open families is a serif.
const require = createRequire(import.meta.url);
const dejavu = join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const FACES = {
  regular: 'DejaVuSerif.ttf',
  bold: 'DejaVuSerif-Bold.ttf',
  italic: 'DejaVuSerif-Italic.ttf',
  boldItalic: 'DejaVuSerif-BoldItalic.ttf',
};

/** Each glyph the canvas draws, in page points, and the glyph definition it uses. */
interface CanvasGlyph {
  x: number;
  y: number;
  href: string;
}

describe('a brand font in the designer', () => {
  let app: RunningApp;
  let browser: Browser;
  let session: ApiSession;

  beforeAll(async () => {
    app = await startApp({ ADMIN_PASSWORD });
    browser = await launchBrowser();
    session = await apiLogin(app.url, 'admin', ADMIN_PASSWORD);
  });

  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it("draws a ci's uploaded family with the glyph positions (advance widths) of the PDF", async () => {
    const family = await api(app.url, session.token, '/api/font_families', {
      method: 'POST',
      body: { name: 'E2E Brand Serif' },
    });
    expect(family.status).toBe(201);
    const familyIri = String(family.body['@id']);
    const fontFamily = String(family.body.fontFamily);
    for (const [face, file] of Object.entries(FACES)) {
      const form = new FormData();
      form.append('face', face);
      form.append('file', new Blob([readFileSync(join(dejavu, file))]), file);
      const response = await fetch(`${app.url}${familyIri}/faces`, {
        method: 'POST',
        headers: { authorization: `Bearer ${session.token}` },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    }
    const assigned = await api(app.url, session.token, '/api/ci_fonts/bmw', {
      method: 'PUT',
      body: { family: familyIri },
    });
    expect(assigned.status).toBe(200);

    const sheet = (await apiSheets(app.url, session.token)).find((candidate) =>
      candidate.name.startsWith('BMW 3 Series'),
    );
    if (!sheet) throw new Error('the demo has no BMW 3 Series sheet');
    const context = await loggedInContext(browser, session, { viewport: designerWindow });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/fonts/')) fetched.push(new URL(response.url()).pathname);
    });
    await page.goto(`${app.url}/edit/${sheet.id}`);
    await waitForCanvas(page);
    await page.waitForTimeout(300);
    expect(fetched).toContain(`/fonts/${fontFamily}-regular.ttf`);
    // The designer loaded it with the session; without one the licensed face is refused.
    const anonymous = await fetch(`${app.url}/fonts/${fontFamily}-regular.ttf`);
    expect(anonymous.status).toBe(401);

    const glyphs = await canvasGlyphs(page);
    // The text is set in the brand family (its glyphs' ids carry the family), not Noto Sans.
    const brand = glyphs.filter((glyph) => glyph.href.includes(`${fontFamily}-`));
    expect(brand.length).toBeGreaterThan(100);
    expect(await offThePdf(brand, `/api/sheets/${sheet.id}`)).toEqual([]);
    await context.close();
  });

  it('draws an element in its own family beside the ci family, where the PDF has them', async () => {
    // The ci's family is the previous test's serif; the element's is a monospace.
    const family = await api(app.url, session.token, '/api/font_families', {
      method: 'POST',
      body: { name: 'E2E Element Mono' },
    });
    expect(family.status).toBe(201);
    const own = String(family.body.fontFamily);
    const form = new FormData();
    form.append('file', new Blob([readFileSync(join(dejavu, 'DejaVuSansMono.ttf'))]), 'mono.ttf');
    const uploaded = await fetch(`${app.url}${String(family.body['@id'])}/faces`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const assignments = (await api(app.url, session.token, '/api/ci_fonts')).body[
      'hydra:member'
    ] as { ci: string; fontFamily: string }[];
    const ci = String(assignments.find((entry) => entry.ci === 'bmw')?.fontFamily);
    const box = (top: number) => ({ left: 40, top, width: 400, height: 120 });
    const text = 'Winter wheels with tyres, rims and sensors, fitted and balanced by your dealer.';
    const created = await api(app.url, session.token, '/api/sheets', {
      method: 'POST',
      body: {
        name: 'E2E own family',
        category: 1,
        data: JSON.stringify({
          schemaVersion: 2,
          ci: 'bmw',
          elements: [
            {
              id: 1,
              type: 'p',
              config: { name: 'Own', text, fontFamily: own, style: box(60) },
              variants: [],
            },
            { id: 2, type: 'p', config: { name: 'Ci', text, style: box(220) }, variants: [] },
          ],
          variant_groups: [],
          variants: [],
          additional_pages: [],
          connected_groups: [],
        }),
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = Number(created.body.id);
    const context = await loggedInContext(browser, session, { viewport: designerWindow });
    const page = await context.newPage();
    await page.goto(`${app.url}/edit/${id}`);
    await waitForCanvas(page);
    await page.waitForTimeout(300);
    const glyphs = await canvasGlyphs(page);
    const mono = glyphs.filter((glyph) => glyph.href.includes(`${own}-`));
    const serif = glyphs.filter((glyph) => glyph.href.includes(`${ci}-`));
    expect(mono.length).toBeGreaterThan(40);
    expect(serif.length).toBeGreaterThan(40);
    expect(await offThePdf([...mono, ...serif], `/api/sheets/${id}`)).toEqual([]);
    await context.close();
  });

  /** Each glyph the canvas of `page` draws, in page points. */
  async function canvasGlyphs(page: Page): Promise<CanvasGlyph[]> {
    return page.evaluate(() => {
      const sheetPage = document.querySelector('[data-testid="sheet-page"]');
      if (!sheetPage) return [];
      const box = sheetPage.getBoundingClientRect();
      const scale = box.width / 595.28;
      return [
        ...document.querySelectorAll<SVGGElement>('.sheet-layer g[aria-label]:not([data-aid])'),
      ].flatMap((g) => {
        const matrix = g.getScreenCTM();
        if (!matrix) return [];
        // The designer joins a run's glyphs into one path; the run names its face and where
        // each glyph starts (data-face, data-x), as a <use> per glyph did with href and x.
        const face = g.getAttribute('data-face') ?? '';
        const offsets = (g.getAttribute('data-x') ?? '').split(' ').filter((x) => x !== '');
        return offsets.map((offset) => {
          const point = new DOMPoint(Number(offset), 0).matrixTransform(matrix);
          return {
            x: (point.x - box.left) / scale,
            y: (point.y - box.top) / scale,
            href: face,
          };
        });
      });
    });
  }

  /** The glyphs that land where the sheet's PDF has no character, described. */
  async function offThePdf(glyphs: readonly CanvasGlyph[], sheet: string): Promise<string[]> {
    const pdf = await exportFile(app.url, session.token, {
      sheet,
      page: 0,
      format: 'pdf',
      pdf: 'screen',
    });
    const origins = pdfLines(pdf).flatMap((line) =>
      Array.from(line.text).flatMap((char, index) => {
        const origin = line.origins[index];
        return char.trim() === '' || !origin ? [] : [{ x: origin[0], y: origin[1] }];
      }),
    );
    // Every glyph lands where the PDF has a character: same line breaks, same advances.
    const off = glyphs.filter(
      (glyph) =>
        !origins.some(
          (origin) =>
            Math.abs(origin.x - glyph.x) <= TOLERANCE && Math.abs(origin.y - glyph.y) <= TOLERANCE,
        ),
    );
    return off.map((glyph) => `${glyph.href} at ${glyph.x.toFixed(2)},${glyph.y.toFixed(2)}`);
  }
});
