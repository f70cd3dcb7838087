import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ImageAsset, renderPdf } from '@pms/sheet';
import { openFonts } from '@pms/sheet/node';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectPrintPdf } from '../print/pdfxConformance.ts';
import { printOutput } from '../print/printOutput.ts';
import { type PreparedImage, prepareImage } from './imageIntake.ts';

// Uploads keep their print properties from upload to the print PDF: an SVG sized in mm (as
// Illustrator writes it) is accepted and printed as vectors with its black on K only; a CMYK
// JPEG keeps its separations. Checked with the tools a prepress operator uses.

const mm = 72 / 25.4;
const fonts = openFonts();

/** The asset an export builds from what the upload stored (exports/imageAssets.ts). */
function assetOf(prepared: PreparedImage): ImageAsset {
  const svg = prepared.kind === 'svg';
  return {
    src: `/media/upload.${prepared.file.extension}`,
    width: prepared.width,
    height: prepared.height,
    mimeType: prepared.raster.extension === 'jpg' ? 'image/jpeg' : 'image/png',
    bytes: prepared.raster.bytes,
    print: {
      color: prepared.printColor.bytes,
      ...(prepared.printAlpha ? { alpha: prepared.printAlpha.bytes } : {}),
      ...(svg ? { vector: prepared.file.bytes } : {}),
    },
  };
}

async function printPdf(asset: ImageAsset, width: number, height: number) {
  const page = {
    width: 100 * mm,
    height: 60 * mm,
    items: [{ kind: 'image' as const, asset, x: 10 * mm, y: 10 * mm, width, height }],
  };
  return renderPdf(page, { fonts, print: await printOutput(), title: 'Artwork', bleed: 0 });
}

/** Ghostscript's ink_cov device: each ink's average amount over the page, 0 to 1. */
function inkAmounts(bytes: Uint8Array): number[] {
  const dir = mkdtempSync(join(tmpdir(), 'artwork-'));
  try {
    writeFileSync(join(dir, 'print.pdf'), bytes);
    const out = execFileSync('gs', [
      '-q',
      '-dSAFER',
      '-o',
      '-',
      '-sDEVICE=ink_cov',
      join(dir, 'print.pdf'),
    ]);
    return String(out)
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .map((percent) => Number(percent) / 100);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pdfimagesList(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'artwork-'));
  try {
    writeFileSync(join(dir, 'print.pdf'), bytes);
    return String(execFileSync('pdfimages', ['-list', join(dir, 'print.pdf')]))
      .trim()
      .split('\n')
      .slice(2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const LOGO = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="50mm" height="20mm" viewBox="0 0 141.73 56.69">
  <defs><style>.cls-1{fill:#000;}.cls-2{fill:none;stroke:#000;stroke-width:0.1px;}</style></defs>
  <rect class="cls-1" x="10" y="5" width="50" height="40"/>
  <circle class="cls-1" cx="100" cy="25" r="15"/>
  <line class="cls-2" x1="10" y1="52" x2="130" y2="52"/>
</svg>`;

describe('artwork keeps its print properties', () => {
  it.each(['50mm', '5cm', '2in', '144pt', '12pc'])('accepts an SVG %s wide', async (size) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>`;
    const prepared = await prepareImage('logo.svg', new TextEncoder().encode(svg));
    expect(Math.abs(prepared.width - (size.endsWith('m') ? 141.7 : 144))).toBeLessThan(1);
    // The stored file keeps its units; only the drawn copy is in points.
    expect(new TextDecoder().decode(prepared.file.bytes)).toContain(`width="${size}"`);
  });

  it('prints an Illustrator logo as vectors, black on K only, no image', async () => {
    const prepared = await prepareImage('logo.svg', new TextEncoder().encode(LOGO));
    const bytes = await printPdf(assetOf(prepared), 50 * mm, 20 * mm);
    expect(pdfimagesList(bytes)).toEqual([]);
    const report = await inspectPrintPdf(bytes);
    const [c, m, y, k] = report.inkCoverage[0] ?? [];
    expect([c, m, y]).toEqual([0, 0, 0]);
    expect(k).toBeGreaterThan(0);
    expect(report.ghostscriptOutput).toBe('');
    expect(report.qpdfCheck.status).toBe(0);
  });

  it('keeps a CMYK JPEG in CMYK, its separations as they were', async () => {
    // Written by libjpeg as Photoshop does: Adobe (inverted) CMYK.
    const jpeg = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#00a0e0' },
    })
      .toColourspace('cmyk')
      .jpeg({ quality: 95 })
      .toBuffer();
    const { data } = await sharp(jpeg)
      .pipelineColourspace('cmyk')
      .toColourspace('cmyk')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const separations = [...data.subarray(0, 4)].map((value) => value / 255);
    const prepared = await prepareImage('photo.jpg', jpeg);
    const bytes = await printPdf(assetOf(prepared), 40 * mm, 40 * mm);
    const [image] = pdfimagesList(bytes);
    expect(image?.trim().split(/\s+/)[5]).toBe('cmyk');
    // The image covers 40 x 40 of 100 x 60 mm with the file's own separations: not inverted,
    // not converted through sRGB.
    const coverage = inkAmounts(bytes);
    const share = (40 * 40) / (100 * 60);
    expect(separations.some((value) => value > 0.5)).toBe(true);
    separations.forEach((value, ink) => {
      expect(Math.abs((coverage[ink] ?? -1) - value * share)).toBeLessThan(0.002);
    });
    // The screen PDF is sRGB throughout: it gets the sRGB copy, not the separations.
    const screen = await renderPdf(
      {
        width: 200,
        height: 200,
        items: [{ kind: 'image', asset: assetOf(prepared), x: 0, y: 0, width: 100, height: 100 }],
      },
      { fonts },
    );
    expect(pdfimagesList(screen)[0]?.trim().split(/\s+/)[5]).toBe('rgb');
  });
});
