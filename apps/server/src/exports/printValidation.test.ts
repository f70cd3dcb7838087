// Every print PDF of the demo, as the admin and as a dealer exports it, and of sheets with the
// cases of issue 44 (an OTF brand face, a tyre label, justified and shrinking text, symbols,
// elements reaching past the bleed) passes qpdf's check, Ghostscript without a warning and
// pdfcpu's strict validation (test/pdfValidation.ts): what a print shop's preflight would say.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseSheetData } from '@pms/sheet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderPool } from '../render/renderPool.ts';
import { type DemoApp, demoApp } from '../test/demoApp.ts';
import { validatePdfs } from '../test/pdfValidation.ts';

const PRINT = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

// URW's Nimbus Sans, an OTF (CFF) family that Ghostscript brings along (Debian's
// fonts-urw-base35): the brand face of a CI that ships OTF.
const URW = '/usr/share/fonts/opentype/urw-base35';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'pms-print-validation-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Writes each PDF to the test folder, names files alike as the tools report them. */
async function written(pdfs: ReadonlyMap<string, Uint8Array>): Promise<string[]> {
  const files: string[] = [];
  for (const [name, bytes] of pdfs) {
    const file = join(dir, `${name.replace(/[^\w.-]+/g, '_')}.pdf`);
    await writeFile(file, bytes);
    files.push(file);
  }
  return files;
}

const style = (left: number, top: number, width: number, height: number) => ({
  left,
  top,
  width,
  height,
});

/** Issue 44's cases on one page, set in the OTF family where text is set. */
function casesSheet() {
  return parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'Justified',
          fontFamily: 'brand-1',
          text:
            '<p style="text-align: justify">Winterkompletträder für Ihren BMW: geprüfte Qualität, ' +
            'montiert und gewuchtet, mit Reifendruck-Kontrollsystem. Příslušenství a servis ' +
            'za výhodné ceny, včetně uskladnění. Téli kerekek 80 km/h sebességig.</p>',
          style: style(40, 40, 250, 200),
        },
        variants: [],
      },
      {
        id: 2,
        type: 'p',
        config: {
          name: 'Shrinking',
          fontFamily: 'brand-1',
          shrinkToFit: true,
          text: `<p>${'Angebot gültig solange der Vorrat reicht. '.repeat(12)}</p>`,
          style: style(320, 40, 235, 60),
        },
        variants: [],
      },
      {
        id: 3,
        type: 'p',
        config: {
          name: 'Dealer contact',
          text: '<p>Autohaus Muster ☎ 0800 123 456 ✓ 1.299 €</p>',
          style: style(40, 260, 300, 40),
        },
        variants: [],
      },
      {
        id: 4,
        type: 'p',
        config: {
          name: 'Beyond the bleed',
          text: '<p>Bleeding headline</p>',
          style: { ...style(-30, 700, 400, 200), backgroundColor: 'device-cmyk(0 0 0 1)' },
        },
        variants: [],
      },
      {
        id: 5,
        type: 'tyre_label',
        config: {
          name: 'Tyre label',
          style: style(342, 476, 213, 312),
          tyre: {
            tyreClass: 'C1',
            supplier: 'Pirelli',
            typeIdentifier: 'P Zero',
            sizeDesignation: '225/45 R18 95Y',
            fuelEfficiency: 'B',
            wetGrip: 'A',
            noiseClass: 'B',
            noiseDb: 71,
            snowGrip: true,
            iceGrip: false,
            eprelUrl: 'https://eprel.ec.europa.eu/qr/406711',
          },
        },
        variants: [],
      },
    ],
  });
}

describe('print PDFs pass qpdf, Ghostscript and pdfcpu (strict)', () => {
  it('of sheets with issue 44’s cases, in an OTF brand face', async () => {
    const face = async (name: string) => new Uint8Array(await readFile(`${URW}/${name}.otf`));
    const source = {
      regular: await face('NimbusSans-Regular'),
      bold: await face('NimbusSans-Bold'),
      italic: await face('NimbusSans-Italic'),
      boldItalic: await face('NimbusSans-BoldItalic'),
    };
    const result = await new RenderPool(0, PRINT).run({
      kind: 'export',
      request: {
        data: casesSheet(),
        title: 'Issue 44 cases',
        pages: 'all',
        images: new Map(),
        fonts: { family: 'brand-1', brands: [{ family: 'brand-1', key: 'brand-1@1', source }] },
      },
      format: 'pdf',
      pdf: 'print',
      stem: 'cases',
      name: 'cases',
    });
    if (!('file' in result)) throw new Error(`the export was refused: ${JSON.stringify(result)}`);
    const [file] = await written(new Map([['cases', result.file.bytes]]));
    // The OTF face is in the file (so the strict check covers its CIDFontType0).
    expect(Buffer.from(result.file.bytes).toString('latin1')).toContain('/CIDFontType0C');
    expect(await validatePdfs([file ?? ''])).toEqual([]);
  }, 60_000);

  describe('of every demo sheet', () => {
    let demo: DemoApp;
    beforeAll(async () => {
      demo = await demoApp('pglite');
    }, 120_000);
    afterAll(async () => {
      await demo?.close();
    });

    async function printPdfs(username: string): Promise<Map<string, Uint8Array>> {
      const headers = await demo.login(username);
      const pdfs = new Map<string, Uint8Array>();
      for (const path of ['/api/sheets', '/api/regional_sheets']) {
        const list = await demo.app.inject({ url: `${path}?itemsPerPage=100`, headers });
        for (const member of list.json()['hydra:member'] as { '@id': string }[]) {
          const response = await demo.app.inject({
            method: 'POST',
            url: '/api/exports',
            headers,
            payload: { sheet: member['@id'], format: 'pdf', pdf: 'print', page: 'all' },
          });
          expect(response.statusCode, `${member['@id']}: ${response.body.slice(0, 300)}`).toBe(200);
          pdfs.set(`${username}${member['@id']}`, new Uint8Array(response.rawPayload));
        }
      }
      return pdfs;
    }

    for (const username of ['admin', 'dealer.cz']) {
      it(`as ${username}`, async () => {
        const pdfs = await printPdfs(username);
        expect(pdfs.size).toBeGreaterThan(3);
        expect(await validatePdfs(await written(pdfs))).toEqual([]);
      }, 300_000);
    }
  });
});
