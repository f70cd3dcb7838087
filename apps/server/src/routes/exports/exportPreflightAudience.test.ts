import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp, demoCopyIri } from '../../test/demoApp.ts';
import { TEST_DATABASES } from '../../test/testApp.ts';

interface Finding {
  check: string;
  elementName: string;
}

interface Data {
  elements: { config: { name: string; src?: { contentUrl: string } | null } }[];
}

/** The preflight findings of a response as "element: check", complete and sorted. */
function findingsOf(response: { headers: Record<string, unknown> }): string[] {
  const preflight = JSON.parse(String(response.headers['x-preflight']));
  const findings = preflight.findings as Finding[];
  expect(findings).toHaveLength(preflight.errors + preflight.warnings);
  return findings.map((finding) => `${finding.elementName}: ${finding.check}`).sort();
}

/** What a dealer can change on the reference sheet: its open fields and the logo slot. */
const DEALER_OWN = new Set(['Body', 'Price', 'Dealer contact', 'Dealer logo']);

// Issue 43 point 5: a dealer hears only what they can change; the sheet's own findings (here
// an image stretched past its resolution) are the admin's and the region admin's.
describe.each(TEST_DATABASES)(
  'whom an export preflight speaks to, on $name',
  ({ name: database }) => {
    let demo: DemoApp;
    let copyIri = '';

    beforeAll(async () => {
      demo = await demoApp(database);
      copyIri = await demoCopyIri(demo, 'Reference offer sheet', 'cz');
      // The region admin sets the copy's wide photo from an 800-pixel image: about 94 ppi
      // across the page, a finding about the sheet's own content.
      const regionAdmin = await demo.login('regionadmin.cz');
      const media = (
        await demo.app.inject({ url: '/api/media_objects?itemsPerPage=100', headers: regionAdmin })
      ).json()['hydra:member'] as { name: string; contentUrl: string }[];
      const small = media.find((item) => item.name === 'winter-tyre.png');
      if (!small) throw new Error('the demo library has winter-tyre.png');
      const copy = (await demo.app.inject({ url: copyIri, headers: regionAdmin })).json();
      const data = JSON.parse(copy.data) as Data;
      const photo = data.elements.find((element) => element.config.name === 'Photo');
      if (!photo) throw new Error('the reference sheet has a photo');
      photo.config.src = { contentUrl: small.contentUrl };
      // The dealer's contact field names a font family that no longer exists: a warning about
      // the dealer's own field (its text is set in the brand's font).
      const contact = data.elements.find((element) => element.config.name === 'Dealer contact');
      if (!contact) throw new Error('the reference sheet has a dealer contact');
      (contact.config as { fontFamily?: string }).fontFamily = 'brand-999';
      const saved = await demo.app.inject({
        method: 'PUT',
        url: copyIri,
        headers: regionAdmin,
        payload: { version: copy.version, data: JSON.stringify(data) },
      });
      expect(saved.statusCode).toBe(200);
    });

    afterAll(async () => {
      await demo?.close();
    });

    // A finding about the dealer's own field that does not refuse the export. (A character no
    // font has did, before issue 44 point 1, and now refuses it.)
    const exportAs = async (username: string) =>
      demo.app.inject({
        method: 'POST',
        url: '/api/exports',
        headers: await demo.login(username),
        payload: {
          sheet: copyIri,
          format: 'pdf',
          dealerValues: { 'Dealer contact': { text: '<p>Autohaus Praha</p>' } },
        },
      });

    it('tells admins and region admins every finding, the sheet’s own ones included', async () => {
      for (const username of ['admin', 'regionadmin.cz']) {
        const response = await exportAs(username);
        expect(response.statusCode).toBe(200);
        const findings = findingsOf(response);
        expect(findings).toContain('Photo: imageResolution');
        expect(findings).toContain('Dealer contact: familyMissing');
      }
    });

    it('tells a dealer only about what they can change', async () => {
      const response = await exportAs('dealer.cz');
      expect(response.statusCode).toBe(200);
      const findings = findingsOf(response);
      expect(findings).toContain('Dealer contact: familyMissing');
      expect(findings).not.toContain('Photo: imageResolution');
      for (const finding of findings) {
        expect(DEALER_OWN.has(finding.slice(0, finding.indexOf(':')))).toBe(true);
      }
    });

    it("answers a sheet's own findings to who may change it, for the Sheet Overview", async () => {
      const ask = async (url: string, username: string) =>
        demo.app.inject({ url: `${url}/preflight`, headers: await demo.login(username) });
      for (const username of ['admin', 'regionadmin.cz']) {
        const response = await ask(copyIri, username);
        expect(response.statusCode).toBe(200);
        const answer = response.json() as { errors: number; warnings: number; findings: Finding[] };
        expect(answer.findings).toHaveLength(answer.errors + answer.warnings);
        const names = answer.findings.map((finding) => `${finding.elementName}: ${finding.check}`);
        expect(names).toContain('Photo: imageResolution');
      }
      const admin = await demo.login('admin');
      const sheets = (
        await demo.app.inject({ url: '/api/sheets?itemsPerPage=100', headers: admin })
      ).json()['hydra:member'] as { '@id': string; name: string }[];
      const master = sheets.find((sheet) => sheet.name === 'Reference offer sheet')?.['@id'];
      expect((await ask(String(master), 'admin')).statusCode).toBe(200);
      // The region admin cannot change the master, nor the dealer the copy.
      expect((await ask(String(master), 'regionadmin.cz')).statusCode).toBe(403);
      expect((await ask(copyIri, 'dealer.cz')).statusCode).toBe(403);
    });

    it('speaks to who downloads an export again: the dealer hears theirs, the admin all', async () => {
      const dealer = await demo.login('dealer.cz');
      const list = (await demo.app.inject({ url: '/api/export_records', headers: dealer })).json();
      const [record] = list['hydra:member'] as { file: string }[];
      if (!record) throw new Error('the dealer has exported');
      const again = await demo.app.inject({ url: record.file, headers: dealer });
      expect(findingsOf(again)).not.toContain('Photo: imageResolution');
      const byAdmin = await demo.app.inject({
        url: record.file,
        headers: await demo.login('admin'),
      });
      expect(byAdmin.statusCode).toBe(200);
      expect(findingsOf(byAdmin)).toContain('Photo: imageResolution');
    });
  },
);
