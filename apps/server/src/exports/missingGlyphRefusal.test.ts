import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';

const dir = mkdtempSync(join(tmpdir(), 'pms-missing-glyphs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The embedded fonts' names as poppler's pdffonts lists them, without the subset prefix. */
function pdfFonts(bytes: Uint8Array): string[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' })
    .split('\n')
    .slice(2, -1)
    .map((line) => line.split(/\s+/)[0]?.replace(/^[A-Z]{6}\+/, '') ?? '');
}

// Issue 44 point 1: every character is set, or the export is refused, naming field and characters.
describe.each(TEST_DATABASES)(
  'exports with characters no font has, on $name',
  ({ name: database }) => {
    let demo: DemoApp;
    let referenceIri: string;

    beforeAll(async () => {
      demo = await demoApp(database, { BATCH_WORKERS: '1' });
      const admin = await demo.login('admin');
      const sheets = (
        await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
      ).json()['hydra:member'] as { '@id': string; name: string }[];
      referenceIri = sheets.find((sheet) => sheet.name === 'Reference offer sheet')?.['@id'] ?? '';
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
    const withContact = (text: string, format: Record<string, string>) =>
      exportAs('dealer.cz', {
        sheet: referenceIri,
        dealerValues: { 'Dealer contact': { text: `<p>${text}</p>` } },
        ...format,
      });

    const FORMATS: Record<string, string>[] = [
      { format: 'pdf', pdf: 'print' },
      { format: 'pdf', pdf: 'screen' },
      { format: 'png' },
      { format: 'zip' },
    ];

    it.each(FORMATS)(
      'refuses 汽车 ☎ 😀 in a $format $pdf export, naming the field and characters',
      async (format) => {
        const refused = await withContact('Autohaus 汽车 ☎ 😀', format);
        expect(refused.statusCode).toBe(400);
        // ☎ is the symbol font's, so only the other three are named.
        expect(refused.json()['hydra:description']).toBe(
          "The text for 'Dealer contact' contains characters that no font can print: 汽 车 😀. Remove or replace them to export.",
        );
        expect(refused.headers['x-preflight']).toBeUndefined();
      },
    );

    it('exports ☎ € with the symbol font embedded, in the PDF and the ZIP’s PDFs', async () => {
      const pdf = await withContact('Autohaus ☎ 0800 € 5', { format: 'pdf' });
      expect(pdf.statusCode).toBe(200);
      expect(pdfFonts(pdf.rawPayload)).toContain('DejaVuSans');
      const preflight = JSON.parse(String(pdf.headers['x-preflight']));
      expect(
        preflight.findings.filter(
          (finding: { check: string }) => finding.check === 'missingGlyphs',
        ),
      ).toEqual([]);
      const zip = await withContact('Autohaus ☎ 0800 € 5', { format: 'zip' });
      expect(zip.statusCode).toBe(200);
      const files = unzipSync(zip.rawPayload);
      const pdfs = Object.entries(files).filter(([fileName]) => fileName.endsWith('.pdf'));
      expect(pdfs).toHaveLength(2);
      for (const [, bytes] of pdfs) expect(pdfFonts(bytes)).toContain('DejaVuSans');
      const png = await withContact('Autohaus ☎ 0800 € 5', { format: 'png' });
      expect(png.statusCode).toBe(200);
    });

    it('leaves a dealer with such a text out of a batch, naming field and characters in its report', async () => {
      const copy = await demoCopyIri(demo, 'Reference offer sheet', 'cz');
      const saved = await demo.app.inject({
        method: 'PUT',
        url: `${copy}/dealer_values`,
        headers: await demo.login('dealer.cz'),
        payload: { version: 0, values: { 'Dealer contact': { text: '<p>汽车 ☎ 😀</p>' } } },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const headers = await demo.login('regionadmin.cz');
      const started = await demo.app.inject({
        method: 'POST',
        url: '/api/batch_exports',
        headers,
        payload: { sheet: copy, format: 'pdf' },
      });
      expect(started.statusCode, started.body).toBe(202);
      let batch = started.json() as { '@id': string; status: string; file: string | null };
      // Polls until the worker has finished (a wait for the batch, not a timed assertion).
      for (let tries = 0; tries < 600 && ['queued', 'running'].includes(batch.status); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        batch = (await demo.app.inject({ url: batch['@id'], headers })).json();
      }
      expect(batch.status).toBe('done');
      const zip = await demo.app.inject({ url: batch.file ?? '', headers });
      const files = unzipSync(new Uint8Array(zip.rawPayload));
      expect(Object.keys(files).some((file) => file.startsWith('41001 '))).toBe(false);
      expect(new TextDecoder().decode(files['report.txt'])).toMatch(
        /^41001: The text for '[^']+' contains characters that no font can print: 汽 车 😀\. Remove or replace them to export\.$/m,
      );
    }, 120_000);

    it('refuses an admin’s export of the same text too: it would print empty boxes for anyone', async () => {
      const refused = await exportAs('admin', {
        sheet: referenceIri,
        dealerValues: { 'Dealer contact': { text: '<p>汽车</p>' } },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()['hydra:description']).toContain("'Dealer contact'");
      expect(refused.json()['hydra:description']).toContain('汽 车');
    });
  },
);
