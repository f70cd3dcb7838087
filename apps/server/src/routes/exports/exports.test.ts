import { unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../../test/demoApp.ts';
import { pdfPages as pdfText } from '../../test/pdfText.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

/** Every page's text as a PDF reader extracts it. */
/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array): [number, number] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
}

describe.each(TEST_DATABASES)('POST /api/exports on $name', ({ name: database }) => {
  let demo: DemoApp;
  let referenceIri: string;
  let leasingIri: string;

  beforeAll(async () => {
    demo = await demoApp(database);
    const admin = await demo.login('admin');
    const sheets = (
      await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
    ).json()['hydra:member'] as { '@id': string; name: string }[];
    referenceIri = sheets.find((sheet) => sheet.name === 'Reference offer sheet')?.['@id'] ?? '';
    leasingIri =
      sheets.find((sheet) => sheet.name === 'BMW 5 Series – business leasing')?.['@id'] ?? '';
  });

  afterAll(async () => {
    await demo?.close();
  });

  const exportAs = async (username: string, payload: Record<string, unknown>) =>
    demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login(username),
      payload,
    });

  it('exports a print PDF named after the sheet, with the dealer’s text in it', async () => {
    const response = await exportAs('dealer.cz', {
      sheet: referenceIri,
      format: 'pdf',
      dealerValues: { 'Dealer contact': { text: '<p>Autohaus Praha<script>x()</script></p>' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Reference offer sheet - print.pdf"; filename*=UTF-8''Reference%20offer%20sheet%20-%20print.pdf`,
    );
    const [text] = pdfText(response.rawPayload);
    expect(text).toContain('Ready for winter.');
    expect(text).toContain('Autohaus Praha');
    expect(text).not.toContain('Street and number');
    expect(text).not.toContain('x()');
  });

  it('refuses values for elements dealers may not change, and names them', async () => {
    const locked = await exportAs('dealer.cz', {
      sheet: referenceIri,
      dealerValues: { Headline: { text: '<p>Cheapest in town</p>' } },
    });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()['hydra:description']).toBe(
      "Dealers cannot change 'Headline' on this sheet: only the fields marked editable for dealers can be filled in.",
    );
    const unknown = await exportAs('dealer.cz', {
      sheet: referenceIri,
      dealerValues: { Nope: { text: 'x' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()['hydra:description']).toBe("This sheet has no element named 'Nope'.");
  });

  it('exports every page: print and screen PDF, a PNG at 150 dpi, PNGs of every page, a zip', async () => {
    const boxes = (bytes: Uint8Array) => {
      const page = mupdf.Document.openDocument(bytes, 'application/pdf').loadPage(0);
      return { media: page.getBounds('MediaBox'), trim: page.getBounds('TrimBox') };
    };
    const pdf = await exportAs('admin', { sheet: leasingIri, format: 'pdf', page: 'all' });
    const pages = pdfText(pdf.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('Terms of the offer');
    // Print by default: the media box holds bleed and crop marks around the A4 trim.
    const print = boxes(pdf.rawPayload);
    expect((print.trim[2] ?? 0) - (print.trim[0] ?? 0)).toBeCloseTo(595.28, 1);
    expect(print.media[2] ?? 0).toBeGreaterThan((print.trim[2] ?? 0) + 8.5);
    const screen = await exportAs('admin', { sheet: leasingIri, format: 'pdf', pdf: 'screen' });
    // Named by kind, so the two downloads of one sheet never share a name.
    expect(pdf.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('BMW 5 Series – business leasing - print.pdf')}`,
    );
    expect(screen.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('BMW 5 Series – business leasing - screen.pdf')}`,
    );
    expect(pdfText(screen.rawPayload)).toEqual(pages);
    const screenMedia = boxes(screen.rawPayload).media;
    for (const [i, edge] of [0, 0, 595.28, 841.89].entries()) {
      expect(screenMedia[i]).toBeCloseTo(edge, 2);
    }
    expect(screen.rawPayload.length).toBeLessThan(pdf.rawPayload.length);

    const png = await exportAs('admin', { sheet: leasingIri, format: 'png', page: 1 });
    expect(png.headers['content-type']).toBe('image/png');
    expect(pngSize(png.rawPayload)).toEqual([1240, 1754]);
    // Every page as PNG: a zip of one image per page.
    const everyPng = await exportAs('admin', { sheet: leasingIri, format: 'png', page: 'all' });
    expect(everyPng.headers['content-type']).toBe('application/zip');
    const pngs = unzipSync(everyPng.rawPayload);
    expect(Object.keys(pngs).sort()).toEqual([
      'BMW 5 Series – business leasing - page 1.png',
      'BMW 5 Series – business leasing - page 2.png',
    ]);
    expect(pngs['BMW 5 Series – business leasing - page 2.png']).toEqual(
      new Uint8Array(png.rawPayload),
    );

    const zip = await exportAs('admin', { sheet: leasingIri, format: 'zip' });
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(Object.keys(unzipSync(zip.rawPayload)).sort()).toEqual([
      'BMW 5 Series – business leasing - page 1.png',
      'BMW 5 Series – business leasing - page 2.png',
      'BMW 5 Series – business leasing - print.pdf',
      'BMW 5 Series – business leasing - screen.pdf',
    ]);
    const refused = await exportAs('admin', { sheet: leasingIri, format: 'pdf', pdf: 'cmyk' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()['hydra:description']).toContain('pdf must be print or screen.');
    const missing = await exportAs('admin', { sheet: leasingIri, page: 5 });
    expect(missing.statusCode).toBe(400);
  });

  it('returns the preflight of every export in the X-Preflight header', async () => {
    for (const format of ['pdf', 'png', 'zip']) {
      const response = await exportAs('admin', { sheet: leasingIri, format });
      expect(response.statusCode).toBe(200);
      const preflight = JSON.parse(String(response.headers['x-preflight']));
      expect(preflight).toMatchObject({ errors: expect.any(Number), warnings: expect.any(Number) });
      expect(preflight.findings.length + (preflight.omitted ?? 0)).toBe(
        preflight.errors + preflight.warnings,
      );
      for (const finding of preflight.findings) {
        expect(finding).toMatchObject({
          check: expect.any(String),
          severity: expect.stringMatching(/^(error|warning)$/),
          page: expect.any(Number),
          elementName: expect.any(String),
        });
      }
    }
  });

  it('refuses a dealer text that overflows its box, naming the field, and exports it shorter', async () => {
    const long = '<p>Autohaus Praha, Vinohradská 12</p>'.repeat(12);
    const refused = await exportAs('dealer.cz', {
      sheet: referenceIri,
      dealerValues: { 'Dealer contact': { text: long } },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()['hydra:description']).toMatch(
      /^The text for 'Dealer contact' does not fit its box: it runs \d+(\.\d)? pt below it\. Shorten it to export\.$/,
    );
    expect(refused.headers['x-preflight']).toBeUndefined();

    const fits = await exportAs('dealer.cz', {
      sheet: referenceIri,
      dealerValues: { 'Dealer contact': { text: '<p>Autohaus Praha</p>' } },
    });
    expect(fits.statusCode).toBe(200);
    const preflight = JSON.parse(String(fits.headers['x-preflight']));
    const contact = preflight.findings.filter(
      (finding: { elementName: string }) => finding.elementName === 'Dealer contact',
    );
    expect(contact).toEqual([]);
  });

  it('exports only what the user may read', async () => {
    // The 5 Series sheet has no copy for pl or cz.
    const hidden = await exportAs('dealer.pl', { sheet: leasingIri });
    expect(hidden.statusCode).toBe(404);
    const anonymous = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      payload: { sheet: referenceIri },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
