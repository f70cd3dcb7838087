import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { openFonts } from '../testing/fonts.ts';
import { A4 } from '../testing/renderSample.ts';
import { MARK_AREA } from './cropMarks.ts';
import { PRINT_BLEED, renderPdf } from './pdf.ts';
import type { RenderPage } from './tree.ts';

const MM = 72 / 25.4;
// Issue #44: an element 20 mm past the right edge painted 14.1 mm beyond the trim.
const page: RenderPage = {
  ...A4,
  items: [
    { kind: 'rect', x: 300, y: 100, width: A4.width - 300 + 20 * MM, height: 200, fill: '#ff0000' },
  ],
};

/** The colour of the media box's pixel at (x, y) in PDF points from the top-left, at 72 dpi. */
function pixelAt(bytes: Uint8Array, x: number, y: number): number[] {
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  const pixmap = doc.loadPage(0).toPixmap(mupdf.Matrix.identity, mupdf.ColorSpace.DeviceRGB);
  const at = (Math.round(y) * pixmap.getWidth() + Math.round(x)) * pixmap.getNumberOfComponents();
  return [...pixmap.getPixels().slice(at, at + 3)];
}

describe('the page is clipped', () => {
  it('to the bleed box in a file with bleed: nothing under the crop marks', async () => {
    const bytes = await renderPdf(page, { fonts: openFonts(), bleed: PRINT_BLEED });
    const trimRight = MARK_AREA + PRINT_BLEED + A4.width;
    const y = MARK_AREA + PRINT_BLEED + 200;
    expect(pixelAt(bytes, trimRight - 5, y)).toEqual([255, 0, 0]);
    // Inside the bleed it is still painted, beyond it not.
    expect(pixelAt(bytes, trimRight + PRINT_BLEED - 2, y)).toEqual([255, 0, 0]);
    expect(pixelAt(bytes, trimRight + PRINT_BLEED + 3, y)).toEqual([255, 255, 255]);
    expect(pixelAt(bytes, trimRight + 15 * MM, y)).toEqual([255, 255, 255]);
  });

  it('to the trim in a screen file, before anything is drawn', async () => {
    const bytes = await renderPdf(page, { fonts: openFonts(), deflate: false });
    const content = new TextDecoder().decode(bytes);
    expect(content).toMatch(/q\n0 0 595\.\d+ 841\.\d+ re\nW\nn\nq\n/);
  });
});
