// The label's QR code in a PNG export gets at least 4 pixels a module and decodes every time
// (issue 44 point 7): at 150 dpi a label of the legal minimum size gave 2 and scanned about one
// time in two. jsQR reads the code back from the PNG as drawn for export.
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { elementSchemaUnion } from '../../model/element.ts';
import { renderPng } from '../../node/png.ts';
import { openFonts } from '../../testing/fonts.ts';
import { fitLabel, pageBox } from './geometry.ts';
import { tyreLabelElement } from './index.ts';
import { layoutTyreLabel } from './layout.ts';
import { MIN_QR_MODULE_PIXELS, QR_BOX, qrModuleSize, qrSafePngDpi } from './qrResolution.ts';

const fonts = openFonts();
const PNG_DPI = 150;

function label(
  eprelUrl: string,
  style: { left: number; top: number; width: number; height: number },
) {
  const defaults = tyreLabelElement.defaults();
  const element = elementSchemaUnion.parse({
    id: 1,
    type: 'tyre_label',
    config: { ...defaults, tyre: { ...defaults.tyre, eprelUrl }, style },
  });
  if (element.type !== 'tyre_label') throw new Error('expected a tyre label');
  return element;
}

/** Reads the QR code in the label's QR box from a PNG drawn at `dpi`; null when none is found. */
function readQr(png: Uint8Array, dpi: number, element: ReturnType<typeof label>): string | null {
  const pixmap = new mupdf.Image(png).toPixmap();
  const pixels = pixmap.getPixels();
  const n = pixmap.getStride() / pixmap.getWidth();
  // The QR box and as much white again around it, as a phone's camera would frame it.
  const { style } = element.config;
  const box = pageBox(fitLabel({ x: style.left, y: style.top, ...style }), QR_BOX);
  const k = dpi / 72;
  const x0 = Math.max(0, Math.floor((box.x - box.width / 2) * k));
  const y0 = Math.max(0, Math.floor((box.y - box.height / 2) * k));
  const w = Math.min(pixmap.getWidth() - x0, Math.ceil(box.width * 2 * k));
  const h = Math.min(pixmap.getHeight() - y0, Math.ceil(box.height * 2 * k));
  const rgba = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const from = (y0 + y) * pixmap.getStride() + (x0 + x) * n;
      const to = (y * w + x) * 4;
      rgba[to] = pixels[from] ?? 255;
      rgba[to + 1] = pixels[from + 1] ?? 255;
      rgba[to + 2] = pixels[from + 2] ?? 255;
      rgba[to + 3] = 255;
    }
  }
  // No inversion attempts: the code is dark on light, and a false read of an inverted image
  // must not pass for a decode.
  return jsQR(rgba, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

describe('the tyre label’s QR code in PNG exports', () => {
  // The legal minimum (213 x 312 pt) and larger labels, at whole and fractional positions, with
  // EPREL numbers of several lengths (versions 3 and 4).
  const cases = [
    { id: '406711', width: 213, height: 312, left: 40, top: 40 },
    { id: '406711', width: 213, height: 312, left: 40.3, top: 41.7 },
    { id: '1234567', width: 230, height: 337.5, left: 12.9, top: 20.2 },
    { id: '98765432101', width: 240, height: 352, left: 25, top: 30 },
    { id: '512001', width: 280, height: 410, left: 10.5, top: 10.5 },
    { id: '406711', width: 300, height: 440, left: 3.3, top: 7.1 },
  ];

  for (const c of cases) {
    const url = `https://eprel.ec.europa.eu/qr/${c.id}`;
    it(`gets ${MIN_QR_MODULE_PIXELS} px a module and decodes: ${c.width} x ${c.height} pt at (${c.left}, ${c.top}), ${url}`, () => {
      const element = label(url, c);
      const dpi = qrSafePngDpi([{ element }], PNG_DPI);
      const module = qrModuleSize(element) ?? 0;
      expect((module * dpi) / 72).toBeGreaterThanOrEqual(MIN_QR_MODULE_PIXELS);
      const page = {
        width: c.left + c.width + 20,
        height: c.top + c.height + 20,
        items: layoutTyreLabel(element, { fonts, images: new Map() }).items,
      };
      const { png } = renderPng(page, { fonts, dpi });
      expect(readQr(png, dpi, element)).toBe(url);
    });
  }

  it('raises 150 dpi to 300 for a label of the legal minimum, and keeps it for a large one', () => {
    const small = label('https://eprel.ec.europa.eu/qr/406711', {
      left: 0,
      top: 0,
      width: 213,
      height: 312,
    });
    // 37 modules with the quiet zone in 36 pt: 0.97 pt, 2 px at 150 dpi.
    expect(qrModuleSize(small)).toBeCloseTo(36 / 37, 3);
    expect(qrSafePngDpi([{ element: small }], PNG_DPI)).toBe(300);
    const large = label('https://eprel.ec.europa.eu/qr/406711', {
      left: 0,
      top: 0,
      width: 426,
      height: 624,
    });
    expect(qrSafePngDpi([{ element: large }], PNG_DPI)).toBe(PNG_DPI);
    // Without a QR code nothing is raised.
    expect(qrSafePngDpi([{ element: label('', small.config.style) }], PNG_DPI)).toBe(PNG_DPI);
  });
});
