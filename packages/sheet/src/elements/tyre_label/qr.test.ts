import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { elementSchemaUnion } from '../../model/element.ts';
import type { Path } from '../../render/tree.ts';
import { openFonts } from '../../testing/fonts.ts';
import { fitLabel, pageBox } from './geometry.ts';
import { tyreLabelElement } from './index.ts';
import { layoutTyreLabel } from './layout.ts';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr.ts';
import { QR_BOX } from './qrResolution.ts';

const url = 'https://eprel.ec.europa.eu/qr/1234567';

function reference(text: string) {
  const qr = qrcode(0, 'M');
  qr.addData(text, 'Byte');
  qr.make();
  return qr;
}

/** Reads the run rectangles of a QR path back into a set of "row,col" dark modules. */
function decode(d: string, x: number, y: number, module: number): Set<string> {
  const dark = new Set<string>();
  const runs = d.matchAll(/M(-?[\d.]+) (-?[\d.]+)H(-?[\d.]+)V(-?[\d.]+)H(-?[\d.]+)Z/g);
  for (const [, left, top, right] of runs) {
    const row = Math.round((Number(top) - y) / module);
    const start = Math.round((Number(left) - x) / module);
    const end = Math.round((Number(right) - x) / module);
    for (let col = start; col < end; col++) dark.add(`${row},${col}`);
  }
  return dark;
}

describe('qrMatrix and qrPath', () => {
  it('draw exactly the modules qrcode-generator makes, merged into runs per row', () => {
    const matrix = qrMatrix(url);
    const qr = reference(url);
    expect(matrix?.size).toBe(qr.getModuleCount());
    if (!matrix) return;
    const d = qrPath(matrix, 10, 20, 2);
    const dark = decode(d, 10, 20, 2);
    let expected = 0;
    for (let row = 0; row < matrix.size; row++) {
      for (let col = 0; col < matrix.size; col++) {
        if (qr.isDark(row, col)) expected++;
        expect(dark.has(`${row},${col}`)).toBe(qr.isDark(row, col));
      }
    }
    expect(dark.size).toBe(expected);
    // Runs, not squares: fewer subpaths than dark modules.
    expect(d.split('M').length - 1).toBeLessThan(expected);
  });

  it('skip empty text and text no QR version holds', () => {
    expect(qrMatrix('  ')).toBeNull();
    expect(qrMatrix('x'.repeat(5000))).toBeNull();
  });

  it('encode non-ASCII text as UTF-8', () => {
    const matrix = qrMatrix('https://example.com/ä');
    const qr = reference('https://example.com/\u00c3\u00a4');
    expect(matrix?.size).toBe(qr.getModuleCount());
    expect(matrix?.isDark(9, 9)).toBe(qr.isDark(9, 9));
  });
});

describe('the label’s QR code', () => {
  it('is one path of the EPREL URL’s modules inside a white quiet zone, top right', () => {
    const element = elementSchemaUnion.parse({
      id: 1,
      type: 'tyre_label',
      config: {
        ...tyreLabelElement.defaults(),
        tyre: { ...tyreLabelElement.defaults().tyre, eprelUrl: url },
        style: { left: 0, top: 0, width: 426, height: 624 },
      },
    });
    if (element.type !== 'tyre_label') throw new Error('expected a tyre label');
    const items = layoutTyreLabel(element, { fonts: openFonts(), images: new Map() }).items;
    const box = pageBox(fitLabel({ x: 0, y: 0, width: 426, height: 624 }), QR_BOX);
    expect(items).toContainEqual({ kind: 'rect', ...box, fill: '#ffffff' });
    const qrPaths = items.filter((i): i is Path => i.kind === 'path' && i.d.includes('H'));
    expect(qrPaths).toHaveLength(1);
    const qr = reference(url);
    const module = box.width / (qr.getModuleCount() + 2 * QUIET_ZONE);
    const inset = QUIET_ZONE * module;
    const dark = decode(qrPaths[0]?.d ?? '', box.x + inset, box.y + inset, module);
    let expected = 0;
    for (let row = 0; row < qr.getModuleCount(); row++) {
      for (let col = 0; col < qr.getModuleCount(); col++) if (qr.isDark(row, col)) expected++;
    }
    expect(dark.size).toBe(expected);
    expect(
      [...dark].every((key) =>
        key.split(',').every((n) => Number(n) >= 0 && Number(n) < qr.getModuleCount()),
      ),
    ).toBe(true);
  });
});
