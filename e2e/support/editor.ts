import * as mupdf from 'mupdf';
import type { Page } from 'playwright-core';

/** A window as large as a common laptop's: the designer's three columns fit side by side. */
export const designerWindow = { width: 1440, height: 900 } as const;

/** Waits until the designer has drawn the sheet: its fonts are loaded and the page laid out. */
export async function waitForCanvas(page: Page) {
  await page.locator('[data-testid="sheet-page"][data-ready="true"]').waitFor({ timeout: 90_000 });
}

/**
 * Waits until the whole designer is there: the drawn page and the panels beside it (the layers,
 * properties or dealer fields), which mount just after the page (usePanelsAfterPage).
 */
export async function waitForDesigner(page: Page) {
  await waitForCanvas(page);
  await page.locator('[data-panels="shown"]').waitFor({ timeout: 30_000 });
}

/** A text run as the canvas draws it, in page points (origin top-left, y down). */
export interface CanvasRun {
  text: string;
  x: number;
  y: number;
}

/**
 * Where the canvas draws each glyph run: the origin of every `g[aria-label]` of the engine's
 * SVG, taken from the browser's own transform to the screen and mapped back to page points
 * through the page's box on screen, so zoom and layer placement are part of what is measured.
 * Designer aids (`data-aid`, e.g. the logo placeholder's word) are not sheet text: left out.
 */
export function canvasRuns(page: Page): Promise<CanvasRun[]> {
  return page.evaluate(() => {
    const sheet = document.querySelector('[data-testid="sheet-page"]');
    if (!sheet) return [];
    const box = sheet.getBoundingClientRect();
    const scale = box.width / 595.28;
    return [
      ...document.querySelectorAll<SVGGElement>('.sheet-layer g[aria-label]:not([data-aid])'),
    ].map((g) => {
      const m = g.getScreenCTM();
      return {
        // A no-break space binds words a line must not part (80 km, 1 390): to a reader, a space.
        text: (g.getAttribute('aria-label') ?? '').replace(/\u00a0/g, ' '),
        x: ((m?.e ?? 0) - box.left) / scale,
        y: ((m?.f ?? 0) - box.top) / scale,
      };
    });
  });
}

/** One line of text as a PDF reader extracts it, with each character's origin. */
export interface PdfLine {
  text: string;
  origins: [number, number][];
}

/** The text lines of one page of a PDF (mupdf, top-left coordinates in points). */
export function pdfLines(bytes: Uint8Array, pageIndex = 0): PdfLine[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const lines: PdfLine[] = [];
  let line: PdfLine | undefined;
  doc
    .loadPage(pageIndex)
    .toStructuredText('preserve-whitespace')
    .walk({
      beginLine() {
        line = { text: '', origins: [] };
        lines.push(line);
      },
      onChar(c, origin) {
        if (!line) return;
        line.text += c;
        line.origins.push([origin[0], origin[1]]);
      },
    });
  return lines;
}

/** All text of a PDF, every page, as one string (for "the PDF holds this value"). */
export function pdfText(bytes: Uint8Array): string {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const texts: string[] = [];
  for (let index = 0; index < doc.countPages(); index++) {
    texts.push(doc.loadPage(index).toStructuredText('preserve-whitespace').asText());
  }
  // As on the canvas: the no-break spaces that bind numbers and units read as spaces.
  return texts.join('\n').replace(/\u00a0/g, ' ');
}

export function pdfPageCount(bytes: Uint8Array): number {
  return mupdf.Document.openDocument(bytes, 'application/pdf').countPages();
}

/** `POST /api/exports` as the designer calls it; answers the file's bytes. */
export async function exportFile(
  url: string,
  token: string,
  body: Record<string, unknown>,
): Promise<Uint8Array> {
  const response = await fetch(`${url}/api/exports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`export failed: ${response.status} ${await response.text()}`);
  return new Uint8Array(await response.arrayBuffer());
}

/** A JSON request with the bearer token; answers status and parsed body. */
export async function api(
  url: string,
  token: string,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

/**
 * Sheet data with `count` elements spread over the page: texts, lists and icons in a grid,
 * for the drag benchmark (issue 8 point 11: 100 elements).
 */
export function crowdedSheetData(count: number) {
  const columns = 5;
  const elements = Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const left = 20 + (index % columns) * 113;
    const top = 20 + Math.floor(index / columns) * 40;
    const style = { position: 'absolute', left, top, width: 105, height: 36 };
    if (index % 10 === 9) {
      return {
        id,
        type: 'ul',
        variants: [],
        config: {
          name: `List ${id}`,
          items: ['<p>First line</p>', '<p>Second line</p>'],
          listSize: 's',
          style,
        },
      };
    }
    return {
      id,
      type: 'p',
      variants: [],
      config: {
        name: `Text ${id}`,
        text: `<p><strong>Offer ${id}</strong> complete wheels with <em>tyres</em> from 499 €</p>`,
        fontSize: 7,
        style,
      },
    };
  });
  return {
    schemaVersion: 1,
    ci: 'bmw',
    elements,
    variant_groups: [],
    variants: [],
    additional_pages: [],
    connected_groups: [],
  };
}
