import { unzipSync } from 'fflate';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../test/demoApp.ts';
import { TEST_DATABASES } from '../test/testApp.ts';
import { noProfileReason } from './unservedDealers.ts';

/** Every page's text as a PDF reader extracts it. */
function pdfPages(bytes: Uint8Array): string[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  return Array.from({ length: doc.countPages() }, (_, index) =>
    doc.loadPage(index).toStructuredText('preserve-whitespace').asText(),
  );
}

interface Batch {
  '@id': string;
  status: string;
  total: number;
  done: number;
  file: string | null;
  skipped: { hnr: string; dealer: string; reason: string }[];
}

interface Element {
  id: number;
  config: { name: string };
}

const PASSWORD = 'Batch-dealer-values-2026';
/** Three dealers of CZ with profiles (the demo's and two more) and one new one without. */
const DEALERS = [
  { username: 'dealer.cz', hnr: '41001', short: 'Praha' },
  { username: 'dealer2.cz', hnr: '41002', short: 'Brno' },
  { username: 'dealer3.cz', hnr: '41003', short: 'Ostrava' },
];
const NEW_DEALER = { username: 'newdealer.cz', hnr: '41009' };

describe.each(TEST_DATABASES)(
  "a batch export with the dealers' saved values on $name",
  ({ name }) => {
    let demo: DemoApp;
    let copy = '';
    const headers = new Map<string, { authorization: string }>();

    const login = async (username: string) => {
      const known = headers.get(username);
      if (known) return known;
      if (!username.match(/^(dealer2|dealer3|newdealer)\./)) return demo.login(username);
      const answer = await demo.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username, password: PASSWORD },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const header = { authorization: `Bearer ${answer.json().token}` };
      headers.set(username, header);
      return header;
    };

    beforeAll(async () => {
      demo = await demoApp(name, { BATCH_WORKERS: '1' });
      const admin = await demo.login('admin');
      copy = await demoCopyIri(demo, 'Reference offer sheet', 'cz');
      // A second page with a dealer-editable text of its own: a two-page sheet.
      const read = (await demo.app.inject({ url: copy, headers: admin })).json();
      const data = JSON.parse(read.data);
      const contact = data.elements.find((e: Element) => e.config.name === 'Dealer contact');
      const ids = [
        data.elements,
        ...data.additional_pages.map((p: { elements: unknown }) => p.elements),
      ]
        .flat()
        .map((e: Element) => e.id);
      data.additional_pages.push({
        elements: [
          {
            ...contact,
            id: Math.max(...ids) + 1,
            config: { ...contact.config, name: 'Dealer contact page 2' },
          },
        ],
        variant_groups: [],
        variants: [],
        connected_groups: [],
      });
      const saved = await demo.app.inject({
        method: 'PUT',
        url: copy,
        headers: admin,
        payload: { version: read.version, data: JSON.stringify(data) },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      for (const dealer of [...DEALERS.slice(1), NEW_DEALER]) {
        const user = await demo.app.inject({
          method: 'POST',
          url: '/api/users',
          headers: admin,
          payload: { ...dealer, password: PASSWORD, roles: ['REGION_CZ'], short: undefined },
        });
        expect(user.statusCode, user.body).toBe(201);
      }
      for (const dealer of DEALERS.slice(1)) {
        const profile = await demo.app.inject({
          method: 'POST',
          url: '/api/dealer_profiles',
          headers: admin,
          payload: { hnr: dealer.hnr, region: 'cz', name: `Auto ${dealer.short}` },
        });
        expect(profile.statusCode, profile.body).toBe(201);
      }
      // Each dealer saves their own values for both pages, as the editor does.
      for (const dealer of DEALERS) {
        const values = await demo.app.inject({
          method: 'PUT',
          url: `${copy}/dealer_values`,
          headers: await login(dealer.username),
          payload: {
            version: 0,
            values: {
              'Dealer contact': { text: `<p>Shop ${dealer.short}</p>` },
              'Dealer contact page 2': { text: `<p>Page two ${dealer.short}</p>` },
            },
          },
        });
        expect(values.statusCode, values.body).toBe(200);
      }
    });

    afterAll(async () => {
      await demo?.close();
    });

    async function batchOf(format: 'pdf' | 'png') {
      const headers = await demo.login('regionadmin.cz');
      const started = await demo.app.inject({
        method: 'POST',
        url: '/api/batch_exports',
        headers,
        payload: { sheet: copy, format },
      });
      expect(started.statusCode, started.body).toBe(202);
      const iri = (started.json() as Batch)['@id'];
      let batch = started.json() as Batch;
      for (let tries = 0; tries < 600 && ['queued', 'running'].includes(batch.status); tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        batch = (await demo.app.inject({ url: iri, headers })).json() as Batch;
      }
      expect(batch.status).toBe('done');
      const zip = await demo.app.inject({ url: batch.file ?? '', headers });
      expect(zip.statusCode).toBe(200);
      return { batch, files: unzipSync(new Uint8Array(zip.rawPayload)) };
    }

    /** The one file (or page's file) of a dealer in the ZIP whose name ends with `suffix`. */
    const fileOf = (files: Record<string, Uint8Array>, hnr: string, suffix: string) => {
      const found = Object.keys(files).filter((f) => f.startsWith(`${hnr} `) && f.endsWith(suffix));
      expect(found, `${hnr} *${suffix} in ${Object.keys(files).join(', ')}`).toHaveLength(1);
      return files[found[0] ?? ''] ?? new Uint8Array();
    };

    it("prints each dealer's saved text on every page of the PDF, and names who it skipped", async () => {
      const { batch, files } = await batchOf('pdf');
      expect(batch.done).toBe(batch.total);
      for (const dealer of DEALERS) {
        const pages = pdfPages(fileOf(files, dealer.hnr, '.pdf'));
        expect(pages).toHaveLength(2);
        expect(pages[0]).toContain(`Shop ${dealer.short}`);
        expect(pages[1]).toContain(`Page two ${dealer.short}`);
        expect(pages.join('\n')).not.toContain('Street and number');
      }
      expect(batch.skipped).toEqual([
        {
          hnr: NEW_DEALER.hnr,
          dealer: NEW_DEALER.username,
          reason: noProfileReason(NEW_DEALER.hnr),
        },
      ]);
      expect(new TextDecoder().decode(files['report.txt'])).toContain(
        `${NEW_DEALER.hnr}: ${noProfileReason(NEW_DEALER.hnr)}`,
      );
      expect(Object.keys(files).some((file) => file.startsWith(NEW_DEALER.hnr))).toBe(false);
      // The new field is documented where the batch's other fields are.
      const context = (await demo.app.inject('/api/contexts/BatchExport')).json()['@context'];
      expect(context.skipped).toBeDefined();
    }, 120_000);

    it('makes both pages of every dealer as PNGs, each with their own text', async () => {
      const { batch, files } = await batchOf('png');
      expect(batch.skipped.map((dealer) => dealer.hnr)).toEqual([NEW_DEALER.hnr]);
      for (const page of [1, 2]) {
        const images = DEALERS.map((dealer) =>
          Buffer.from(fileOf(files, dealer.hnr, ` - page ${page}.png`)),
        );
        for (const image of images)
          expect([...image.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        // Each dealer's own text makes their page differ from every other dealer's.
        expect(new Set(images.map((image) => image.toString('base64'))).size).toBe(DEALERS.length);
      }
    }, 120_000);
  },
);
