// The two A-E class scales (fuel efficiency, wet grip): stepped coloured arrows, one per class,
// and the black pointer carrying the tyre's class letter on the row of that class.
import { type FontLibrary, faceOf } from '../../layout/fonts.ts';
import type { RenderItem } from '../../render/tree.ts';
import { type LabelFrame, pageX, pageY, polygon, toPagePath } from './geometry.ts';
import { INK } from './symbols.ts';
import { CALIBRI, capHeight, labelText, outlinePath } from './text.ts';

/** The efficiency classes, best first: row 0 is A. */
export const CLASSES = ['A', 'B', 'C', 'D', 'E'] as const;
export type EfficiencyClass = (typeof CLASSES)[number];

// The arrows are process colours, so the print PDF writes the separations and no profile
// conversion can shift them; screens show them through the output profile (render/cmykGrid.ts).
//
// Fuel efficiency, as Regulation (EU) 2020/740, Annex II, point 2 (label design; OJ L 177,
// 5.6.2020) gives them in C-M-Y-K percent: A 100-0-100-0, B 45-0-100-0, C 0-0-100-0,
// D 0-30-100-0, E 0-100-100-0. A, C and E are the anchors of every EU energy label scale;
// B and D could not be checked against the Official Journal's text when this was written.
//
// Wet grip: A-E in C-M-Y-K percent 100-60-0-0, 90-40-0-0, 65-20-0-0, 50-10-0-0, 30-0-0-0, as
// the two open label generators give them alike: arkq/eu-tire-label (github.com/arkq/
// eu-tire-label) and osbeorn/eu-tyre-label-generator (github.com/osbeorn/
// eu-tyre-label-generator). Their fuel scale equals the Annex's above exactly, so their blues
// replace our earlier approximation of the Commission's artwork (#005b9c ... #acdcec).

/** Arrow colours A-E of the fuel efficiency scale: dark green to red (CMYK, Annex II). */
export const FUEL_COLORS = [
  'device-cmyk(1 0 1 0)',
  'device-cmyk(0.45 0 1 0)',
  'device-cmyk(0 0 1 0)',
  'device-cmyk(0 0.3 1 0)',
  'device-cmyk(0 1 1 0)',
] as const;
/** Arrow colours A-E of the wet grip scale: dark to light blue (CMYK, sources above). */
export const WET_COLORS = [
  'device-cmyk(1 0.6 0 0)',
  'device-cmyk(0.9 0.4 0 0)',
  'device-cmyk(0.65 0.2 0 0)',
  'device-cmyk(0.5 0.1 0 0)',
  'device-cmyk(0.3 0 0 0)',
] as const;

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
  fonts: FontLibrary,
  frame: LabelFrame,
  x0: number,
  colors: readonly string[],
  selected: EfficiencyClass,
): RenderItem[] {
  const items: RenderItem[] = [];
  const bold = faceOf(fonts, CALIBRI, 'bold');
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
      family: CALIBRI,
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
