import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import {
  type Box,
  inspectPrintPdf,
  missingPdfTools,
  type PrintPdfReport,
} from './pdfxConformance.ts';
import { printProfile } from './printProfile.ts';

// Every demo sheet's print PDF, checked as a prepress operator would before it goes to the
// RIP (see pdfxConformance.ts for what is and is not verified). The tools come from Debian
// (poppler-utils, qpdf, mupdf-tools, ghostscript); CI installs them.

const inside = (inner: Box, outer: Box) =>
  inner[0] >= outer[0] - 0.01 &&
  inner[1] >= outer[1] - 0.01 &&
  inner[2] <= outer[2] + 0.01 &&
  inner[3] <= outer[3] + 0.01;

describe('print PDF of every demo sheet (PDF/X-4)', () => {
  let demo: DemoApp;
  const sheets: { iri: string; name: string }[] = [];

  beforeAll(async () => {
    const missing = missingPdfTools();
    if (missing.length > 0) {
      throw new Error(
        `missing ${missing.join(', ')}: apt-get install poppler-utils qpdf mupdf-tools ghostscript`,
      );
    }
    demo = await demoApp('pglite');
    const admin = await demo.login('admin');
    for (const url of ['/api/sheets?itemsPerPage=100', '/api/regional_sheets?itemsPerPage=100']) {
      const members = (await demo.app.inject({ url, headers: admin })).json()['hydra:member'] as {
        '@id': string;
        name: string;
      }[];
      sheets.push(...members.map((member) => ({ iri: member['@id'], name: member.name })));
    }
  });

  afterAll(async () => {
    await demo?.close();
  });

  it('finds the demo sheets, masters and regional copies', () => {
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    expect(sheets.map((sheet) => sheet.name)).toContain('Reference offer sheet');
  });

  it('makes a PDF/X-4 file of each, that every tool reads without a word', async () => {
    const admin = await demo.login('admin');
    const { inkLimit } = await printProfile();
    // Two at a time: each check runs six tools side by side, and CI has two cores.
    const exported: { sheet: (typeof sheets)[number]; report: PrintPdfReport }[] = [];
    const queue = [...sheets];
    const worker = async () => {
      for (let sheet = queue.shift(); sheet; sheet = queue.shift()) {
        const response = await demo.app.inject({
          method: 'POST',
          url: '/api/exports',
          headers: admin,
          payload: { sheet: sheet.iri, format: 'pdf', page: 'all', pdf: 'print' },
        });
        expect(response.statusCode, sheet.name).toBe(200);
        exported.push({
          sheet,
          report: await inspectPrintPdf(new Uint8Array(response.rawPayload)),
        });
      }
    };
    await Promise.all([worker(), worker()]);
    for (const { sheet, report } of exported) {
      const about = `${sheet.name}: ${JSON.stringify({ ...report, xmp: undefined })}`;

      expect(report.version, about).toBe('%PDF-1.6');
      for (const page of report.pages) {
        expect(page.trim, about).toBeDefined();
        expect(page.bleed, about).toBeDefined();
        if (!page.trim || !page.bleed) continue;
        expect(inside(page.trim, page.bleed), about).toBe(true);
        expect(inside(page.bleed, page.media), about).toBe(true);
        // 3 mm bleed, and room for the crop marks beyond it.
        expect(page.trim[0] - page.bleed[0], about).toBeCloseTo(8.5, 1);
        expect(page.bleed[0] - page.media[0], about).toBeGreaterThan(10);
      }
      expect(report.outputIntent, about).toMatchObject({
        subtype: '/GTS_PDFX',
        identifier: 'FOGRA39',
        registryName: 'http://www.color.org',
        profileComponents: 4,
        profileSpace: 'CMYK',
        profileClass: 'prtr',
      });
      expect(report.outputIntent.info, about).toMatch(/FOGRA39/);
      expect(report.mutoolOutputIntents, about).toContain('/S /GTS_PDFX');
      expect(report.info, about).toEqual({
        pdfxVersion: 'PDF/X-4',
        trapped: '/False',
        title: sheet.name,
      });
      expect(report.xmp, about).toContain(
        '<pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>',
      );
      expect(report.xmp, about).toContain('<pdf:Trapped>False</pdf:Trapped>');
      expect(report.xmp, about).toMatch(
        /<xmp:CreateDate>\d{4}-\d\d-\d\dT[\d:]+Z<\/xmp:CreateDate>/,
      );
      expect(report.xmp, about).toMatch(/<xmpMM:DocumentID>uuid:[\da-f-]{36}<\/xmpMM:DocumentID>/);
      // The XMP's document ID is the trailer's /ID.
      const id = /<xmpMM:DocumentID>uuid:([\da-f-]+)</.exec(report.xmp)?.[1]?.replace(/-/g, '');
      expect(report.trailerId, about).toEqual([`<${id?.toUpperCase()}>`, `<${id?.toUpperCase()}>`]);
      expect(report.rgbUses, about).toEqual([]);
      expect(report.fonts.length, about).toBeGreaterThan(0);
      expect(
        report.fonts.filter((font) => !font.embedded),
        about,
      ).toEqual([]);
      expect(report.qpdfCheck.status, about).toBe(0);
      expect(report.qpdfCheck.output, about).toContain('No syntax or stream encoding errors');
      expect(report.ghostscriptOutput, about).toBe('');
      for (const [page, ink] of report.maxInkPercent.entries()) {
        expect(ink, `${about} page ${page + 1}`).toBeLessThanOrEqual(inkLimit * 100 + 1);
      }
      for (const coverage of report.inkCoverage) {
        const total = coverage.reduce((sum, value) => sum + value, 0);
        expect(total, about).toBeLessThanOrEqual(inkLimit * 100);
      }
    }
  }, 300_000);

  it('keeps the screen PDF as it was: RGB, no output intent, no boxes beyond the page', async () => {
    const admin = await demo.login('admin');
    const sheet = sheets[0];
    if (!sheet) throw new Error('no demo sheet');
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: admin,
      payload: { sheet: sheet.iri, format: 'pdf', page: 0, pdf: 'screen' },
    });
    const bytes = new Uint8Array(response.rawPayload);
    const head = new TextDecoder('latin1').decode(bytes);
    expect(head.startsWith('%PDF-1.7')).toBe(true);
    expect(head).not.toContain('/OutputIntents');
    expect(head).not.toContain('/TrimBox');
    expect(head).not.toContain('GTS_PDFX');
  });
});
