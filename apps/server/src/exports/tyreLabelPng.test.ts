// A PNG export asked for at 150 dpi draws a page with a tyre label sharp enough for its QR code:
// 4 pixels a module, read back by jsQR from the exported file (issue 44 point 7).
import { parseSheetData } from '@pms/sheet';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RenderPool } from '../render/renderPool.ts';

const PRINT = {
  path: undefined,
  outputConditionIdentifier: undefined,
  outputCondition: undefined,
  inkLimitPercent: undefined,
};

function sheetWithLabel(eprelUrl: string, size: { width: number; height: number }) {
  return parseSheetData({
    schemaVersion: 1,
    ci: 'bmw',
    elements: [
      {
        id: 7,
        type: 'tyre_label',
        config: {
          name: 'Tyre label',
          style: { left: 342, top: 476, ...size },
          tyre: {
            tyreClass: 'C1',
            supplier: 'Pirelli',
            typeIdentifier: 'P Zero',
            sizeDesignation: '225/45 R18 95Y',
            fuelEfficiency: 'B',
            wetGrip: 'A',
            noiseClass: 'B',
            noiseDb: 71,
            snowGrip: false,
            iceGrip: false,
            eprelUrl,
          },
        },
        variants: [],
      },
    ],
  });
}

describe('the PNG export of a page with a tyre label', () => {
  for (const [id, size] of [
    ['406711', { width: 213, height: 312 }],
    ['1234567', { width: 240, height: 352 }],
    ['98765432101', { width: 255, height: 360 }],
  ] as const) {
    const url = `https://eprel.ec.europa.eu/qr/${id}`;
    it(`is drawn so that its QR code decodes: ${size.width} x ${size.height} pt, ${url}`, async () => {
      const result = await new RenderPool(0, PRINT).run({
        kind: 'export',
        request: {
          data: sheetWithLabel(url, size),
          title: 'Tyres',
          pages: 'all',
          images: new Map(),
        },
        format: 'png',
        pdf: 'print',
        stem: 'Tyres',
        name: 'Tyres',
      });
      if (!('file' in result)) throw new Error('the export answers a file');
      const { data, info } = await sharp(result.file.bytes)
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      // 150 dpi raised to 300 for a label this small: A4 is 2480 pixels wide, and says so.
      const meta = await sharp(result.file.bytes).metadata();
      expect(info.width).toBe(Math.round((595.28 * (meta.density ?? 0)) / 72));
      expect(meta.density).toBeGreaterThan(150);
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height, {
        inversionAttempts: 'dontInvert',
      });
      expect(code?.data).toBe(url);
    });
  }
});
