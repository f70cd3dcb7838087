// Building SVG path data for engine-drawn artwork: placeholders and icon pictograms. Only the
// absolute commands M, L, C and Z are written, so a path can be moved and scaled by mapping its
// coordinate pairs (see `transformPath`), and every renderer can draw it without arc maths.
import type { Box } from './text.ts';

/** A point in whatever coordinates a path is written in. */
export type Point = readonly [x: number, y: number];

/** A number for path data: at most 4 decimals, which is far below a printer dot at any size. */
export function fmt(n: number): string {
  const rounded = Math.round(n * 10000) / 10000;
  // `-0` would print as "0" anyway, but `Object.is` keeps the intent explicit.
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

function pair([x, y]: Point): string {
  return `${fmt(x)} ${fmt(y)}`;
}

/** An open polyline, or a closed polygon when `close` is true. */
export function polyline(points: readonly Point[], close = false): string {
  const [first, ...rest] = points;
  if (first === undefined) return '';
  const body = [`M ${pair(first)}`, ...rest.map((p) => `L ${pair(p)}`)].join(' ');
  return close ? `${body} Z` : body;
}

/** Straight segments from the current point through `points`, continuing an open path. */
export function lineTo(points: readonly Point[]): string {
  return points.map((p) => `L ${pair(p)}`).join(' ');
}

function onCircle(cx: number, cy: number, r: number, angle: number): Point {
  return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
}

/**
 * Cubic segments along a circular arc from angle `from` to `to` (radians, y down, so positive
 * angles turn clockwise on screen), continuing from the arc's start point. Each segment spans
 * at most a quarter turn, where the standard 4/3·tan(θ/4) handles stay within 0.03 % of r.
 */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const count = Math.max(1, Math.ceil(Math.abs(to - from) / (Math.PI / 2) - 1e-9));
  const step = (to - from) / count;
  const handle = (4 / 3) * Math.tan(step / 4) * r;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = from + i * step;
    const b = a + step;
    const [x0, y0] = onCircle(cx, cy, r, a);
    const [x3, y3] = onCircle(cx, cy, r, b);
    const c1: Point = [x0 - handle * Math.sin(a), y0 + handle * Math.cos(a)];
    const c2: Point = [x3 + handle * Math.sin(b), y3 - handle * Math.cos(b)];
    parts.push(`C ${pair(c1)} ${pair(c2)} ${pair([x3, y3])}`);
  }
  return parts.join(' ');
}

/** A full circle as a closed path. */
export function circle(cx: number, cy: number, r: number): string {
  return `M ${pair(onCircle(cx, cy, r, 0))} ${arc(cx, cy, r, 0, 2 * Math.PI)} Z`;
}

/** Points evenly around a circle, starting at `start` radians, alternating between radii. */
export function ring(
  cx: number,
  cy: number,
  radii: readonly number[],
  count: number,
  start = -Math.PI / 2,
): Point[] {
  return Array.from({ length: count }, (_, i) =>
    onCircle(cx, cy, radii[i % radii.length] ?? 0, start + (i * 2 * Math.PI) / count),
  );
}

/**
 * Maps path data written in the unit square onto `box` (x and y scale by the box's width and
 * height). Accepts only the absolute commands this module writes, and throws on anything else,
 * because relative commands or arcs would be silently distorted by pairwise mapping.
 */
export function transformPath(d: string, box: Box): string {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const out: string[] = [];
  let coordinate = 0;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      if (!'MLCZ'.includes(token)) throw new Error(`Unsupported path command ${token}`);
      out.push(token);
      coordinate = 0;
      continue;
    }
    const value = Number(token);
    const isX = coordinate % 2 === 0;
    out.push(fmt(isX ? box.x + value * box.width : box.y + value * box.height));
    coordinate++;
  }
  return out.join(' ');
}

/** The outline of `box` as a closed path. */
export function rectPath(box: Box): string {
  const { x, y, width, height } = box;
  return polyline(
    [
      [x, y],
      [x + width, y],
      [x + width, y + height],
      [x, y + height],
    ],
    true,
  );
}

/**
 * The outline of `box` as separate dashes: the render tree's paths have no dash pattern, so a
 * dashed line is drawn as short subpaths, which every renderer strokes the same way.
 */
export function dashedRectPath(box: Box, dash: number, gap: number): string {
  const { x, y, width, height } = box;
  const corners: Point[] = [
    [x, y],
    [x + width, y],
    [x + width, y + height],
    [x, y + height],
  ];
  const parts: string[] = [];
  corners.forEach((from, index) => {
    const to = corners[(index + 1) % corners.length] ?? from;
    const length = Math.hypot(to[0] - from[0], to[1] - from[1]);
    if (length === 0) return;
    const ux = (to[0] - from[0]) / length;
    const uy = (to[1] - from[1]) / length;
    // Each edge starts with a dash, so the corners read as corners.
    for (let s = 0; s < length; s += dash + gap) {
      const e = Math.min(length, s + dash);
      parts.push(
        polyline([
          [from[0] + ux * s, from[1] + uy * s],
          [from[0] + ux * e, from[1] + uy * e],
        ]),
      );
    }
  });
  return parts.join(' ');
}
