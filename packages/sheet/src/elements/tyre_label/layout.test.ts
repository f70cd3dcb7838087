import { describe, expect, it } from 'vitest';
import { faceOf } from '../../layout/fonts.ts';
import type { ElementOf } from '../../model/element.ts';
import { elementSchemaUnion } from '../../model/element.ts';
import type { GlyphRun, Path, Rect, RenderItem } from '../../render/tree.ts';
import { openFonts } from '../../testing/fonts.ts';
import { fitLabel, LABEL_HEIGHT, LABEL_WIDTH, pageX, pageY } from './geometry.ts';
import { tyreLabelElement } from './index.ts';
import { layoutTyreLabel } from './layout.ts';
import { CLASSES, rowCentre } from './scales.ts';
import { CALIBRI, capHeight } from './text.ts';

const fonts = openFonts();
const ctx = { fonts, images: new Map() };
const box = { left: 100, top: 200, width: 213, height: 312 };

function tyreLabel(tyre: Record<string, unknown> = {}, style: Record<string, unknown> = {}) {
  const parsed = elementSchemaUnion.parse({
    id: 7,
    type: 'tyre_label',
    config: {
      ...tyreLabelElement.defaults(),
      tyre: { ...tyreLabelElement.defaults().tyre, ...tyre },
      style: { ...box, ...style },
    },
  });
  if (parsed.type !== 'tyre_label') throw new Error('expected a tyre label');
  return parsed;
}

const runs = (items: RenderItem[]) => items.filter((i): i is GlyphRun => i.kind === 'glyphs');
const paths = (items: RenderItem[]) => items.filter((i): i is Path => i.kind === 'path');
const frameOf = (element: ElementOf<'tyre_label'>) => {
  const { left, top, width, height } = element.config.style;
  return fitLabel({ x: left, y: top, width, height });
};

/** The black pointer polygons (fuel, then wet grip); the QR path is the other black one. */
function pointers(items: RenderItem[]): Path[] {
  return paths(items).filter((p) => p.fill === '#000000' && !p.d.includes('H'));
}

/** Page y of the tip of a pointer: its path starts at the tip. */
function tipY(pointer: Path): number {
  const match = /^M(-?[\d.]+) (-?[\d.]+)/.exec(pointer.d);
  return Number(match?.[2]);
}

/** The white pointer letter in the column left (fuel) or right (wet) of the divider. */
function pointerLetter(element: ElementOf<'tyre_label'>, column: 'fuel' | 'wet'): GlyphRun {
  const frame = frameOf(element);
  const divider = pageX(frame, 106.3);
  const letter = runs(layoutTyreLabel(element, ctx).items).find(
    (r) => r.color === '#ffffff' && (column === 'fuel' ? r.x < divider : r.x > divider),
  );
  if (!letter) throw new Error(`no ${column} pointer letter`);
  return letter;
}

describe('layoutTyreLabel', () => {
  it('is the tyre label definition’s layout', () => {
    expect(tyreLabelElement.layout).toBe(layoutTyreLabel);
  });

  it('keeps the 75:110 aspect ratio and fits the box, centred', () => {
    for (const [width, height] of [
      [213, 312],
      [400, 300],
      [100, 400],
    ] as const) {
      const element = tyreLabel({}, { width, height });
      const label = layoutTyreLabel(element, ctx).items[0] as Rect;
      expect(label.kind).toBe('rect');
      expect(label.width / label.height).toBeCloseTo(LABEL_WIDTH / LABEL_HEIGHT, 9);
      expect(label.width).toBeLessThanOrEqual(width + 1e-9);
      expect(label.height).toBeLessThanOrEqual(height + 1e-9);
      // One side fills the box, the other is centred in it.
      expect(Math.max(label.width / width, label.height / height)).toBeCloseTo(1, 9);
      expect(label.x - 100).toBeCloseTo(100 + width - (label.x + label.width), 9);
      expect(label.y - 200).toBeCloseTo(200 + height - (label.y + label.height), 9);
      for (const run of runs(layoutTyreLabel(element, ctx).items)) {
        expect(run.x).toBeGreaterThanOrEqual(label.x);
        expect(run.y).toBeLessThanOrEqual(label.y + label.height);
      }
    }
  });

  it('draws the element background under the label, and nothing more in an empty box', () => {
    const items = layoutTyreLabel(tyreLabel({}, { backgroundColor: '#FFCC00' }), ctx).items;
    expect(items[0]).toEqual({
      kind: 'rect',
      ...{ x: 100, y: 200, width: 213, height: 312 },
      fill: '#ffcc00',
    });
    expect(items[1]).toMatchObject({ kind: 'rect', fill: '#ffffff' });
    const empty = layoutTyreLabel(tyreLabel({}, { width: 0 }), ctx);
    expect(empty).toEqual({ items: [], overflow: false, overflowHeight: 0 });
  });

  it('points the fuel efficiency arrow at the row of class C', () => {
    const element = tyreLabel({ fuelEfficiency: 'C', wetGrip: 'A' });
    const frame = frameOf(element);
    const [fuel] = pointers(layoutTyreLabel(element, ctx).items);
    expect(tipY(fuel as Path)).toBeCloseTo(pageY(frame, rowCentre('C')), 2);
    // The row of C lies between those of B and D, one row step apart.
    expect(rowCentre('C') - rowCentre('B')).toBeCloseTo(rowCentre('D') - rowCentre('C'));
    const letter = pointerLetter(element, 'fuel');
    expect(letter.text).toBe('C');
    expect(letter.fontKey).toBe('bold');
    const middle = letter.y - (capHeight(faceOf(fonts, CALIBRI, 'bold')) * letter.fontSize) / 2;
    expect(middle).toBeCloseTo(pageY(frame, rowCentre('C')), 1);
  });

  it('points the wet grip arrow at the row of each class', () => {
    for (const cls of CLASSES) {
      const element = tyreLabel({ wetGrip: cls, fuelEfficiency: 'E' });
      const frame = frameOf(element);
      const [fuel, wet] = pointers(layoutTyreLabel(element, ctx).items);
      expect(tipY(fuel as Path)).toBeCloseTo(pageY(frame, rowCentre('E')), 2);
      expect(tipY(wet as Path)).toBeCloseTo(pageY(frame, rowCentre(cls)), 2);
      expect(pointerLetter(element, 'wet').text).toBe(cls);
    }
  });

  it('prints the noise value in dB and the noise class, the tyre’s class large and bold', () => {
    const element = tyreLabel({ noiseDb: 68, noiseClass: 'B' });
    const scale = frameOf(element).scale;
    const texts = runs(layoutTyreLabel(element, ctx).items);
    expect(texts.find((r) => r.text === '68')).toMatchObject({ fontKey: 'bold' });
    expect(texts.some((r) => r.text === 'dB')).toBe(true);
    const classes = texts.filter((r) => ['A', 'B', 'C'].includes(r.text) && r.color === '#000000');
    expect(classes.map((r) => [r.text, r.fontKey, r.fontSize / scale])).toEqual([
      ['A', 'regular', 8],
      ['B', 'bold', 12],
      ['C', 'regular', 8],
    ]);
  });

  it('prints supplier, type identifier, size designation and tyre class', () => {
    const texts = runs(layoutTyreLabel(tyreLabel(), ctx).items).map((r) => r.text);
    for (const text of ['Example Tyres', 'Example Sport 5', '225/45 R18 95Y', 'C1', 'ENERG']) {
      expect(texts).toContain(text);
    }
  });

  it('shows the snow and ice grip pictograms only when the tyre has them', () => {
    const scale = frameOf(tyreLabel()).scale;
    const count = (tyre: Record<string, unknown>, width: number) =>
      paths(layoutTyreLabel(tyreLabel(tyre), ctx).items).filter(
        (p) => p.strokeWidth === width * scale,
      ).length;
    // The snowflake is the only 1.1-unit stroke, the ice hatching the only 0.25-unit one.
    expect(count({ snowGrip: false, iceGrip: false }, 1.1)).toBe(0);
    expect(count({ snowGrip: false, iceGrip: false }, 0.25)).toBe(0);
    expect(count({ snowGrip: true, iceGrip: false }, 1.1)).toBe(1);
    expect(count({ snowGrip: true, iceGrip: false }, 0.25)).toBe(0);
    expect(count({ snowGrip: false, iceGrip: true }, 1.1)).toBe(0);
    expect(count({ snowGrip: false, iceGrip: true }, 0.25)).toBe(1);
    expect(count({ snowGrip: true, iceGrip: true }, 1.1)).toBe(1);
    expect(count({ snowGrip: true, iceGrip: true }, 0.25)).toBe(1);
  });

  it('shrinks a long supplier name onto its line and keeps the identifier right-aligned', () => {
    const element = tyreLabel({ supplier: 'Very Long Supplier Name Tyre Manufacturing Company' });
    const frame = frameOf(element);
    const texts = runs(layoutTyreLabel(element, ctx).items);
    const supplier = texts.find((r) => r.text.startsWith('Very Long'));
    const identifier = texts.find((r) => r.text === 'Example Sport 5');
    if (!supplier || !identifier) throw new Error('missing runs');
    const end = (run: GlyphRun) => {
      const last = run.glyphs.at(-1);
      return last ? last.x + last.advance : run.x;
    };
    expect(supplier.fontSize).toBeLessThan(8 * frame.scale);
    expect(supplier.y).toBeCloseTo(identifier.y, 6);
    expect(end(supplier)).toBeLessThan(identifier.x);
    expect(end(identifier)).toBeCloseTo(pageX(frame, 204), 1);
  });

  it('lays every text out without .notdef glyphs, Latin Extended and Cyrillic included', () => {
    const element = tyreLabel({
      supplier: 'Ḑžūkste Šinų Gamykla',
      typeIdentifier: 'Зимняя Шина 7',
      snowGrip: true,
      iceGrip: true,
    });
    const texts = runs(layoutTyreLabel(element, ctx).items);
    expect(texts.length).toBeGreaterThan(10);
    for (const run of texts) {
      for (const glyph of run.glyphs) expect(glyph.id, run.text).not.toBe(0);
    }
  });
});
