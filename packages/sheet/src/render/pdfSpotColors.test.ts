import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { openFonts } from '../testing/fonts.ts';
import { testPrintOutput } from '../testing/printOutput.ts';
import { PRINT_BLEED, renderPdf } from './pdf.ts';
import { toScreenColor } from './screenColor.ts';
import type { RenderPage } from './tree.ts';

const fonts = openFonts();

/** A stand-in press: colours by the naive inverse of the CSS formula, 300 %. */
const print = testPrintOutput({ c: 0, m: 0, y: 0, k: 1 });

const BLUE = 'spot("PANTONE 2945 C" 1 0.45 0 0.14)';
const page: RenderPage = {
  width: 200,
  height: 100,
  items: [
    { kind: 'rect', x: 0, y: 0, width: 50, height: 50, fill: BLUE },
    // A palette colour holding a spot colour: the same ink, the same space.
    { kind: 'line', x1: 0, y1: 60, x2: 100, y2: 60, width: 1, color: `palette(3 ${BLUE})` },
    { kind: 'rect', x: 60, y: 0, width: 50, height: 50, fill: 'palette(4 device-cmyk(0 1 1 0))' },
  ],
};

async function pageOf(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const node = doc.getPage(0).node;
  const contents = node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const ops = streams
    .map((ref) => doc.context.lookup(ref))
    .filter((stream) => stream instanceof PDFRawStream)
    .map((stream) => new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode()))
    .join('');
  return { ops, resources: String(node.Resources()) };
}

const scratch = mkdtempSync(join(tmpdir(), 'pms-spot-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('spot colours', () => {
  const date = new Date('2026-11-29T12:00:00Z');

  it('paints a spot colour in its own Separation space with a CMYK alternate in a print PDF', async () => {
    const bytes = await renderPdf(page, { fonts, print, bleed: PRINT_BLEED, date, title: 'T' });
    const { ops, resources } = await pageOf(bytes);
    const fill = /\n\/(Spot[0-9a-f]{8}) cs 1 scn\n/.exec(ops);
    expect(fill?.[1]).toBeDefined();
    expect(ops).toContain(`\n/${fill?.[1]} CS 1 SCN\n`);
    // A process palette colour stays process.
    expect(ops).toContain('\n0 1 1 0 k\n');
    expect(resources).toContain(`/${fill?.[1]} [ /Separation /PANTONE#202945#20C /DeviceCMYK`);
    expect(resources).toMatch(/\/C1 \[ 1 0\.45 0 0\.14 \]/);
    expect(resources).toMatch(/\/C0 \[ 0 0 0 0 \]/);
    expect(resources).toContain('/FunctionType 2');
  });

  it('prints the spot ink on its own plate (Ghostscript tiffsep) and the rest on process plates', async () => {
    const bytes = await renderPdf(page, { fonts, print, bleed: PRINT_BLEED, date, title: 'T' });
    const file = join(scratch, 'spot.pdf');
    writeFileSync(file, bytes);
    const out = execFileSync(
      'gs',
      [
        '-q',
        '-dNOPAUSE',
        '-dBATCH',
        '-sDEVICE=tiffsep',
        '-r10',
        `-sOutputFile=${scratch}/p.tif`,
        file,
      ],
      { encoding: 'utf8' },
    );
    expect(out).toBe('');
    const plates = execFileSync('ls', [scratch], { encoding: 'utf8' });
    expect(plates).toContain('p(PANTONE 2945 C).tif');
    expect(plates).toContain('p(Magenta).tif');
  });

  it('shows a spot colour by its alternate in a screen PDF and on screens', async () => {
    const bytes = await renderPdf(page, { fonts, date });
    const { ops, resources } = await pageOf(bytes);
    expect(ops).not.toMatch(/\s(cs|scn|k)\s/);
    expect(resources).not.toContain('Separation');
    // (1-1)(1-0.14) = 0, (1-0.45)(1-0.14) = 0.473, (1-0)(1-0.14) = 0.86
    expect(ops).toContain('\n0 0.473 0.86 rg\n');
    expect(toScreenColor(BLUE)).toBe('#0079db');
    expect(toScreenColor(`palette(3 ${BLUE})`)).toBe('#0079db');
    expect(toScreenColor('palette(4 device-cmyk(0 1 1 0))')).toBe('#ff0000');
  });
});
