// The label's own coordinate system: 213 x 312 units, the EU label's 75 x 110 mm in points,
// origin top-left, y down. Everything is designed in these units and mapped onto the element's
// box by one uniform scale, so the label keeps the regulation's proportions at any size.
import type { Box } from '../../layout/text.ts';

/** Width of the label in its own units (75 mm in points). */
export const LABEL_WIDTH = 213;
/** Height of the label in its own units (110 mm in points). */
export const LABEL_HEIGHT = 312;

/** Where the label sits on the page: its top-left corner and page points per label unit. */
export interface LabelFrame {
  x: number;
  y: number;
  scale: number;
}

/** The largest label that fits the box, keeping the 75:110 aspect ratio, centred in the box. */
export function fitLabel(box: Box): LabelFrame {
  const scale = Math.max(0, Math.min(box.width / LABEL_WIDTH, box.height / LABEL_HEIGHT));
  return {
    x: box.x + (box.width - LABEL_WIDTH * scale) / 2,
    y: box.y + (box.height - LABEL_HEIGHT * scale) / 2,
    scale,
  };
}

/** Page x of a label x. */
export function pageX(frame: LabelFrame, x: number): number {
  return frame.x + x * frame.scale;
}

/** Page y of a label y. */
export function pageY(frame: LabelFrame, y: number): number {
  return frame.y + y * frame.scale;
}

/** A label rectangle on the page. */
export function pageBox(frame: LabelFrame, box: Box): Box {
  return {
    x: pageX(frame, box.x),
    y: pageY(frame, box.y),
    width: box.width * frame.scale,
    height: box.height * frame.scale,
  };
}

// Three decimals of a point are far below any printer's resolution and keep path data short.
function fmt(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}

// Coordinates each command takes, as x/y pairs; H and V take one coordinate of their axis.
const PAIRS: Record<string, number> = { M: 1, L: 1, C: 3, Q: 2 };

/**
 * Maps path data written in label units (absolute M, L, H, V, C, Q and Z only, the way the
 * symbols are authored), shifted by (dx, dy), to page coordinates. The output uses only
 * M, L, C, Q and Z, which every renderer (SVG, pdf-lib, resvg) draws the same way.
 */
export function toPagePath(frame: LabelFrame, d: string, dx = 0, dy = 0): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const out: string[] = [];
  let command = '';
  let x = 0;
  let y = 0;
  let i = 0;
  const next = (): number => {
    const token = tokens[i++];
    if (token === undefined) throw new Error(`Path data ends early: ${d}`);
    return Number(token);
  };
  const point = (): string => {
    x = next();
    y = next();
    return `${fmt(pageX(frame, x + dx))} ${fmt(pageY(frame, y + dy))}`;
  };
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/^[A-Za-z]$/.test(token)) {
      command = token;
      i++;
      if (command === 'Z') {
        out.push('Z');
        continue;
      }
    }
    const pairs = PAIRS[command];
    if (pairs !== undefined) {
      const points = Array.from({ length: pairs }, point);
      out.push(`${command}${points.join(' ')}`);
      // Further pairs after an M are lines, as in SVG.
      if (command === 'M') command = 'L';
    } else if (command === 'H' || command === 'V') {
      if (command === 'H') x = next();
      else y = next();
      out.push(`L${fmt(pageX(frame, x + dx))} ${fmt(pageY(frame, y + dy))}`);
    } else {
      throw new Error(`Unsupported path command "${command}" in ${d}`);
    }
  }
  return out.join('');
}

/** Path data of a closed polygon through label points. */
export function polygon(points: readonly (readonly [number, number])[]): string {
  return `${points.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px} ${py}`).join('')}Z`;
}

// Control-point distance that makes four cubic Béziers a circle within 0.03 %.
const KAPPA = 0.5522847498;

/** Path data of an ellipse as four cubic Béziers (no arcs: not every PDF path parser has them). */
export function ellipse(cx: number, cy: number, rx: number, ry: number): string {
  const kx = rx * KAPPA;
  const ky = ry * KAPPA;
  return [
    `M${cx + rx} ${cy}`,
    `C${cx + rx} ${cy + ky} ${cx + kx} ${cy + ry} ${cx} ${cy + ry}`,
    `C${cx - kx} ${cy + ry} ${cx - rx} ${cy + ky} ${cx - rx} ${cy}`,
    `C${cx - rx} ${cy - ky} ${cx - kx} ${cy - ry} ${cx} ${cy - ry}`,
    `C${cx + kx} ${cy - ry} ${cx + rx} ${cy - ky} ${cx + rx} ${cy}Z`,
  ].join('');
}
