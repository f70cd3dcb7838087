import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getElementDefinition } from '@pms/sheet';
import * as mupdf from 'mupdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoApp, demoApp } from '../test/demoApp.ts';

// The QR code element (issue #20 point 4) is drawn as vector modules in every export: a phone
// must read it. zbarimg (Debian's zbar-tools, which CI installs) decodes the PNG export and the
// print PDF's page rendered by MuPDF, and the PDF holds no image for it.

const URL = 'https://www.bmw.de/de/angebote/winterraeder.html?haendler=41001&utm=print';

/** What zbarimg reads from a PNG: the texts of the codes it finds. */
async function decoded(png: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pms-qr-'));
  try {
    const file = join(dir, 'page.png');
    await writeFile(file, png);
    // zbarimg exits 4 when it finds no code, which fails the test here; its stderr (a D-Bus
    // notice on machines without one) is of no interest.
    const out = execFileSync(
      'zbarimg',
      ['--quiet', '--raw', '-Sdisable', '-Sqrcode.enable', file],
      {
        stdio: ['ignore', 'pipe', 'ignore'],
      },
    );
    return out.toString('utf8').trim().split('\n');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('QR code in the exports', () => {
  let demo: DemoApp;
  let sheet: string;

  beforeAll(async () => {
    demo = await demoApp('pglite');
    const admin = await demo.login('admin');
    const categories = (await demo.app.inject({ url: '/api/categories', headers: admin })).json();
    const qr = getElementDefinition('qr').defaults();
    const data = {
      schemaVersion: 1,
      ci: 'bmw',
      elements: [
        {
          id: 1,
          type: 'qr',
          config: {
            ...qr,
            content: URL,
            style: { ...qr.style, left: 150, top: 300, width: 140, height: 140 },
          },
        },
      ],
      variant_groups: [],
      variants: [],
    };
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/sheets',
      headers: admin,
      payload: {
        name: 'QR export test',
        category: categories['hydra:member'][0]['@id'],
        data: JSON.stringify(data),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    sheet = created.json()['@id'];
  });

  afterAll(async () => {
    await demo?.close();
  });

  async function exported(payload: Record<string, unknown>): Promise<Uint8Array> {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/exports',
      headers: await demo.login('admin'),
      payload: { sheet, page: 0, ...payload },
    });
    expect(response.statusCode, response.body).toBe(200);
    return new Uint8Array(response.rawPayload);
  }

  it('reads back from the PNG export', async () => {
    expect(await decoded(await exported({ format: 'png' }))).toEqual([URL]);
  });

  it('reads back from the print PDF, where it is vector paths and no image', async () => {
    const pdf = await exported({ format: 'pdf', pdf: 'print' });
    const document = mupdf.Document.openDocument(pdf, 'application/pdf');
    const page = document.loadPage(0);
    let images = 0;
    page.toStructuredText('preserve-images').walk({ onImageBlock: () => void images++ });
    expect(images).toBe(0);
    const pixmap = page.toPixmap(mupdf.Matrix.scale(2, 2), mupdf.ColorSpace.DeviceRGB, false);
    expect(await decoded(pixmap.asPNG())).toEqual([URL]);
  });
});
