import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as mupdf from 'mupdf';
import { decodePDFRawStream, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ImageAsset } from '../layout/element.ts';
import { openFonts } from '../testing/fonts.ts';
import { testPrintOutput } from '../testing/printOutput.ts';
import { renderPdf } from './pdf.ts';
import { readArtwork } from './svgArtwork.ts';
import { strokeShareOfWidth } from './svgArtworkPdf.ts';

const fonts = openFonts();

/** A press whose profile makes every colour rich: black is C78 M69 Y51 K98, as FOGRA39's. */
const print = testPrintOutput({ c: 0.78, m: 0.69, y: 0.51, k: 0.98 });

/** As Illustrator writes a logo: sized in mm, a class stylesheet, a 0.1 pt hairline. */
const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm" viewBox="0 0 141.73 56.69">
  <defs><style>.cls-1{fill:#000;}.cls-2{fill:none;stroke:#000;stroke-width:0.1px;}</style></defs>
  <g transform="translate(10 5)">
    <rect class="cls-1" width="50" height="40"/>
    <circle class="cls-1" cx="90" cy="20" r="15"/>
    <line class="cls-2" x1="0" y1="48" x2="120" y2="48"/>
  </g>
</svg>`;

function svgAsset(svg: string): ImageAsset {
  const artwork = readArtwork(svg);
  return {
    src: '/media/logo.svg',
    width: Math.round(artwork?.width ?? 100),
    height: Math.round(artwork?.height ?? 100),
    mimeType: 'image/png',
    // The raster fallback; a vector-drawn logo must never read it.
    bytes: new Uint8Array([1, 2, 3]),
    print: { color: new Uint8Array([1, 2, 3]), vector: new TextEncoder().encode(svg) },
  };
}

const mm = 72 / 25.4;

async function printPdf(asset: ImageAsset) {
  const page = {
    width: 100 * mm,
    height: 50 * mm,
    items: [{ kind: 'image' as const, asset, x: 0, y: 0, width: 50 * mm, height: 20 * mm }],
  };
  return renderPdf(page, { fonts, print, title: 'Logo', date: new Date(0) });
}

function streams(bytes: Uint8Array) {
  return PDFDocument.load(bytes).then((doc) =>
    doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream),
  );
}

describe('SVG artwork in the print PDF', () => {
  it('reads sizes in mm, cm, in, pt and pc', () => {
    const sizes = ['50mm', '5cm', '2in', '144pt', '12pc'].map((size) => {
      const art = readArtwork(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="10"/>`,
      );
      return Math.round((art?.width ?? 0) * 100) / 100;
    });
    expect(sizes).toEqual([141.73, 141.73, 144, 144, 144]);
  });

  it('draws an Illustrator logo as vectors, its black on the black plate only', async () => {
    const bytes = await printPdf(svgAsset(LOGO));
    const all = await streams(bytes);
    const subtype = (o: PDFRawStream) => o.dict.get(PDFName.of('Subtype'))?.toString();
    expect(all.filter((o) => subtype(o) === '/Image')).toHaveLength(0);
    const form = all.find((o) => subtype(o) === '/Form');
    const content = new TextDecoder().decode(form && decodePDFRawStream(form).decode());
    expect(content).toContain('0 0 0 1 k');
    expect(content).toContain('0 0 0 1 K');
    expect(content).not.toMatch(/0\.78/);

    // Ghostscript's ink coverage: black only, no cyan, magenta or yellow anywhere.
    const dir = mkdtempSync(join(tmpdir(), 'artwork-'));
    try {
      writeFileSync(join(dir, 'logo.pdf'), bytes);
      const inkcov = execFileSync('gs', [
        '-q',
        '-dSAFER',
        '-o',
        '-',
        '-sDEVICE=inkcov',
        join(dir, 'logo.pdf'),
      ]);
      const [c, m, y, k] = String(inkcov).trim().split(/\s+/).slice(0, 4).map(Number);
      expect([c, m, y]).toEqual([0, 0, 0]);
      expect(k).toBeGreaterThan(0.05);
      const list = execFileSync('pdfimages', ['-list', join(dir, 'logo.pdf')]);
      expect(String(list).trim().split('\n')).toHaveLength(2); // the header lines only
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('places the shapes where the SVG has them', async () => {
    const bytes = await printPdf(svgAsset(LOGO));
    const pixmap = mupdf.Document.openDocument(bytes, 'application/pdf')
      .loadPage(0)
      .toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB, false);
    // The crop-mark area offsets the trim; find the rectangle's corner relative to the media box.
    const inset = (pixmap.getWidth() - 100 * mm) / 2;
    const at = (x: number, y: number) => {
      const i = (Math.round(inset + y) * pixmap.getWidth() + Math.round(inset + x)) * 3;
      return pixmap.getPixels()[i] ?? -1;
    };
    // viewBox units are points here (141.73 units over 50 mm): the rect spans 10..60, 5..45.
    expect(at(35, 25)).toBeLessThan(60); // inside the black rectangle
    expect(at(70, 25)).toBeGreaterThan(200); // between rectangle and circle: paper
    expect(at(100, 25)).toBeLessThan(60); // the circle's centre
  });

  it('measures a hairline at its placed size', () => {
    const artwork = readArtwork(LOGO);
    const line = artwork?.shapes.find((shape) => shape.stroke);
    expect(artwork && line && strokeShareOfWidth(artwork, line) * 50 * mm).toBeCloseTo(0.1, 3);
  });

  it('lists what it cannot draw as vectors, so the raster is used', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><defs><linearGradient id="g"/></defs><rect width="10" height="10" fill="url(#g)"/><text>Hi</text></svg>`;
    expect(readArtwork(svg)?.unsupported.sort()).toEqual(['gradient', 'text']);
  });
});
