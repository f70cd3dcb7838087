// The two A-E class scales (fuel efficiency, wet grip): stepped coloured arrows, one per class,
// and the black pointer carrying the tyre's class letter on the row of that class.
import type { FontSet } from '../../layout/fonts.ts';
import type { RenderItem } from '../../render/tree.ts';
import { type LabelFrame, pageX, pageY, polygon, toPagePath } from './geometry.ts';
import { INK } from './symbols.ts';
import { capHeight, labelText, outlinePath } from './text.ts';

/** The efficiency classes, best first: row 0 is A. */
export const CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type EfficiencyClass = (typeof CLASSES)[number];

/** Arrow colours A-E of the fuel efficiency scale: dark green to red, as on the label. */
export const FUEL_COLORS = ['#009949', '#91c33f', '#fff101', '#f3b229', '#d8232a'] as const;
/** Arrow colours A-E of the wet grip scale: dark to light blue, as on the label. */
export const WET_COLORS = ['#005b9c', '#0076b0', '#4e9cc9', '#74b7d9', '#acdcec'] as const;

/** Label y of the top of the A arrow. */
export const SCALE_TOP = 128;
/** Height of one class arrow, and the distance from one arrow's top to the next one's. */
export const ROW_HEIGHT = 18;
export const ROW_STEP = 22.5;
/** Label x where the fuel scale and the wet grip scale start. */
export const FUEL_SCALE_X = 9;
export const WET_SCALE_X = 112;

// Each arrow is 6 units longer than the one above: the "stepped" look of EU label scales.
const ARROW_BODY = 22;
const ARROW_STEP = 6;
const ARROW_TIP = 9;
// The pointer: a 27 x 28 pentagon whose tip points left at the scale, 63 units from its start.
const POINTER_X = 63;
const POINTER_WIDTH = 27;
const POINTER_HEIGHT = 28;
const POINTER_TIP = 9;

/** Label y of the middle of the arrow of class `cls`: where the pointer's tip points. */
export function rowCentre(cls: EfficiencyClass): number {
  return SCALE_TOP + CLASSES.indexOf(cls) * ROW_STEP + ROW_HEIGHT / 2;
}

/**
 * One scale at label x `x0`: arrows A-E in `colors`, each with its letter outlined in black on
 * white (legible on yellow and on dark green alike), and the pointer at class `selected`.
 */
export function classScale(
  fonts: FontSet,
  frame: LabelFrame,
  x0: number,
  colors: readonly string[],
  selected: EfficiencyClass,
): RenderItem[] {
  const items: RenderItem[] = [];
  const bold = fonts.faces.bold;
  const letterSize = 14;
  CLASSES.forEach((cls, i) => {
    const top = SCALE_TOP + i * ROW_STEP;
    const body = x0 + ARROW_BODY + i * ARROW_STEP;
    const arrow = polygon([
      [x0, top],
      [body, top],
      [body + ARROW_TIP, top + ROW_HEIGHT / 2],
      [body, top + ROW_HEIGHT],
      [x0, top + ROW_HEIGHT],
    ]);
    items.push({ kind: 'path', d: toPagePath(frame, arrow), fill: colors[i] ?? INK });
    const baseline = top + ROW_HEIGHT / 2 + (capHeight(bold) * letterSize) / 2;
    items.push({
      kind: 'path',
      d: outlinePath(
        bold,
        cls,
        letterSize * frame.scale,
        pageX(frame, x0 + 4),
        pageY(frame, baseline),
      ),
      fill: '#ffffff',
      stroke: '#000000',
      strokeWidth: 0.3 * frame.scale,
    });
  });
  const centre = rowCentre(selected);
  const left = x0 + POINTER_X;
  const top = centre - POINTER_HEIGHT / 2;
  const pointer = polygon([
    [left, centre],
    [left + POINTER_TIP, top],
    [left + POINTER_WIDTH, top],
    [left + POINTER_WIDTH, top + POINTER_HEIGHT],
    [left + POINTER_TIP, top + POINTER_HEIGHT],
  ]);
  items.push({ kind: 'path', d: toPagePath(frame, pointer), fill: '#000000' });
  const size = 19;
  items.push(
    ...labelText(fonts, frame, {
      text: selected,
      x: left + (POINTER_TIP + POINTER_WIDTH) / 2,
      baseline: centre + (capHeight(bold) * size) / 2,
      size,
      bold: true,
      color: '#ffffff',
      align: 'center',
    }),
  );
  return items;
}
