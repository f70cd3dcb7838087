// The EU tyre label of Regulation (EU) 2020/740 (label design in its Annex II) drawn from the
// tyre's data. It is designed in the label's 213 x 312 units (75 x 110 mm in points) and scaled
// uniformly into the element's content box, centred, so it keeps the regulation's proportions.
import {
  backgroundItems,
  contentBox,
  type ElementLayout,
  type LayoutContext,
} from '../../layout/element.ts';
import { type FontLibrary, faceOf } from '../../layout/fonts.ts';
import { BoundedCache, fontLibraryKey } from '../../layout/memo.ts';
import type { ElementOf } from '../../model/element.ts';
import type { Line, RenderItem } from '../../render/tree.ts';
import {
  fitLabel,
  LABEL_HEIGHT,
  LABEL_WIDTH,
  type LabelFrame,
  pageBox,
  pageX,
  pageY,
  toPagePath,
} from './geometry.ts';
import { QUIET_ZONE, qrMatrix, qrPath } from './qr.ts';
import { QR_BOX } from './qrResolution.ts';
import { classScale, FUEL_COLORS, FUEL_SCALE_X, WET_COLORS, WET_SCALE_X } from './scales.ts';
import type { Tyre } from './schema.ts';
import {
  EU_BLUE,
  euFlag,
  fuelPump,
  INK,
  iceGrip,
  lightning,
  rainCloud,
  type Shape,
  snowGrip,
  speaker,
  tyre as tyreSymbol,
} from './symbols.ts';
import { CALIBRI, fittedSize, labelText, outlinePath, textWidth, VERDANA } from './text.ts';

/** Left and right edge of the label's content (its dividers run between them). */
const MARGIN_LEFT = 8.5;
const MARGIN_RIGHT = 204.5;

/** Page-space path items of a pictogram placed with its origin at label (dx, dy). */
function place(frame: LabelFrame, shapes: readonly Shape[], dx: number, dy: number): RenderItem[] {
  return shapes.map((shape) => ({
    kind: 'path',
    d: toPagePath(frame, shape.d, dx, dy),
    ...(shape.fill ? { fill: shape.fill } : {}),
    ...(shape.stroke
      ? { stroke: shape.stroke, strokeWidth: (shape.width ?? 1) * frame.scale }
      : {}),
  }));
}

function rule(frame: LabelFrame, x1: number, y1: number, x2: number, y2: number): Line {
  return {
    kind: 'line',
    x1: pageX(frame, x1),
    y1: pageY(frame, y1),
    x2: pageX(frame, x2),
    y2: pageY(frame, y2),
    width: 0.5 * frame.scale,
    color: '#000000',
  };
}

/** Flag, ENERG mark and the EPREL QR code. */
function header(fonts: FontLibrary, frame: LabelFrame, url: string): RenderItem[] {
  const items = place(frame, euFlag(), MARGIN_LEFT, 8.5);
  // The ENERG mark is set in Verdana's stand-in, bold, fitted to the room left of the bolt.
  const mark = {
    text: 'ENERG',
    family: VERDANA,
    x: 59.5,
    baseline: 35.3,
    size: 29,
    bold: true,
    maxWidth: 92,
  };
  const size = fittedSize(fonts, mark);
  items.push(...labelText(fonts, frame, { ...mark, color: EU_BLUE }));
  items.push(
    ...place(frame, lightning(), 59.5 + textWidth(fonts, VERDANA, 'ENERG', size, true) + 2, 13),
  );
  const matrix = qrMatrix(url);
  if (matrix) {
    const box = pageBox(frame, QR_BOX);
    const module = box.width / (matrix.size + 2 * QUIET_ZONE);
    const inset = QUIET_ZONE * module;
    items.push({ kind: 'rect', ...box, fill: '#ffffff' });
    items.push({
      kind: 'path',
      d: qrPath(matrix, box.x + inset, box.y + inset, module),
      fill: '#000000',
    });
  }
  return items;
}

/** Supplier and type identifier, then size designation and tyre class, between two rules. */
function properties(fonts: FontLibrary, frame: LabelFrame, tyre: Tyre): RenderItem[] {
  const width = MARGIN_RIGHT - MARGIN_LEFT;
  const supplier = {
    text: tyre.supplier,
    family: CALIBRI,
    x: 9,
    baseline: 54,
    size: 8,
    bold: true,
    maxWidth: width * 0.55,
  };
  const supplierWidth = Math.min(
    textWidth(fonts, CALIBRI, tyre.supplier, 8, true),
    supplier.maxWidth,
  );
  const size = {
    text: tyre.sizeDesignation,
    family: CALIBRI,
    x: 9,
    baseline: 72.5,
    size: 10,
    bold: true,
    maxWidth: width - 20,
  };
  return [
    ...labelText(fonts, frame, supplier),
    ...labelText(fonts, frame, {
      text: tyre.typeIdentifier,
      family: CALIBRI,
      x: 204,
      baseline: 54,
      size: 8,
      align: 'right',
      maxWidth: width - supplierWidth - 6,
    }),
    rule(frame, MARGIN_LEFT, 59.2, MARGIN_RIGHT, 59.2),
    ...labelText(fonts, frame, size),
    ...labelText(fonts, frame, {
      text: tyre.tyreClass,
      family: CALIBRI,
      x: 204,
      baseline: 72.5,
      size: 8,
      align: 'right',
    }),
    rule(frame, MARGIN_LEFT, 78.9, MARGIN_RIGHT, 78.9),
  ];
}

/** The label x of each bottom pictogram: noise, then snow grip and ice grip when shown. */
export function bottomSlots(count: number): readonly number[] {
  return [[73], [48, 124], [11, 87, 144]][count - 1] ?? [73];
}

/** Loudspeaker with the dB value and the noise classes A B C, the tyre's class large and bold. */
function noise(fonts: FontLibrary, frame: LabelFrame, tyre: Tyre, x: number): RenderItem[] {
  const items = [
    ...place(frame, tyreSymbol(), x, 272.5),
    ...place(frame, speaker(), x + 15, 253.5),
  ];
  const value = String(tyre.noiseDb);
  items.push(
    ...labelText(fonts, frame, {
      text: value,
      family: VERDANA,
      x: x + 18,
      baseline: 276.5,
      size: 10,
      bold: true,
    }),
  );
  const db = x + 18 + textWidth(fonts, VERDANA, value, 10, true) + 1.2;
  items.push(
    ...labelText(fonts, frame, { text: 'dB', family: VERDANA, x: db, baseline: 276.5, size: 8 }),
  );
  let letter = x + 27;
  for (const cls of ['A', 'B', 'C'] as const) {
    const selected = cls === tyre.noiseClass;
    const line = {
      text: cls,
      family: VERDANA,
      x: letter,
      baseline: 302,
      size: selected ? 12 : 8,
      bold: selected,
    };
    items.push(...labelText(fonts, frame, line));
    letter += textWidth(fonts, VERDANA, cls, line.size, selected) + 1.6;
  }
  return items;
}

function labelItems(fonts: FontLibrary, frame: LabelFrame, tyre: Tyre): RenderItem[] {
  const items: RenderItem[] = [
    {
      kind: 'rect',
      ...pageBox(frame, { x: 0, y: 0, width: LABEL_WIDTH, height: LABEL_HEIGHT }),
      fill: '#ffffff',
    },
    ...header(fonts, frame, tyre.eprelUrl),
    ...properties(fonts, frame, tyre),
    // Fuel efficiency: tyre and fuel pump over the green-to-red scale.
    ...place(frame, tyreSymbol(), 33, 90.5),
    ...place(frame, fuelPump(), 58, 88),
    ...classScale(fonts, frame, FUEL_SCALE_X, FUEL_COLORS, tyre.fuelEfficiency),
    // Wet grip: tyre under a rain cloud over the blue scale.
    ...place(frame, tyreSymbol(), 134, 90.5),
    ...place(frame, rainCloud(), 160, 86),
    ...classScale(fonts, frame, WET_SCALE_X, WET_COLORS, tyre.wetGrip),
    rule(frame, 106.3, 84.2, 106.3, 238),
    rule(frame, MARGIN_LEFT, 244.7, MARGIN_RIGHT, 244.7),
  ];
  const slots = bottomSlots(1 + Number(tyre.snowGrip) + Number(tyre.iceGrip));
  items.push(...noise(fonts, frame, tyre, slots[0] ?? 73));
  let slot = 1;
  if (tyre.snowGrip) items.push(...place(frame, snowGrip(), slots[slot++] ?? 0, 264));
  if (tyre.iceGrip) items.push(...place(frame, iceGrip(), slots[slot++] ?? 0, 266.8));
  // The regulation number runs down the right edge; the tree has no rotated text, so outlines.
  const regulation = outlinePath(
    faceOf(fonts, CALIBRI, 'regular'),
    '2020/740',
    5 * frame.scale,
    pageX(frame, 201.5),
    pageY(frame, 279),
    'down',
  );
  items.push({ kind: 'path', d: regulation, fill: INK });
  return items;
}

// The label's items by fonts, frame and tyre data: the QR code, symbols and outlined text are
// the slow part of a page's layout, and a warm export of the sheet draws the same label again.
const labels = new BoundedCache<readonly RenderItem[]>(500);

/** Lays out a tyre label element: background, then the EU tyre label fitted into its content box. */
export function layoutTyreLabel(
  element: ElementOf<'tyre_label'>,
  ctx: LayoutContext,
): ElementLayout {
  const { style, tyre } = element.config;
  const frame = fitLabel(contentBox(style));
  const items: RenderItem[] = [...backgroundItems(style)];
  if (frame.scale > 0) {
    const key = `${fontLibraryKey(ctx.fonts)}|${frame.x},${frame.y},${frame.scale}|${JSON.stringify(tyre)}`;
    items.push(...labels.get(key, () => labelItems(ctx.fonts, frame, tyre)));
  }
  return { items, overflow: false, overflowHeight: 0 };
}
