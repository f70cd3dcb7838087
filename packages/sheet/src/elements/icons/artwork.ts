// The wheel-feature pictograms, drawn by the engine as vector paths so they look the same in
// the editor, the PDF and the PNG and need no image files. Each is written in the unit square
// (0..1, y down) and mapped onto its target square by `iconItems`. A `mini` variant drops the
// fine detail and uses heavier strokes, for rows too small for the full drawing.

import { BoundedCache } from '../../layout/memo.ts';
import {
  arc,
  circle,
  lineTo,
  type Point,
  polyline,
  ring,
  transformPath,
} from '../../layout/pathData.ts';
import type { Box } from '../../layout/text.ts';
import type { Clip, Path } from '../../render/tree.ts';
import type { WheelFeature } from './schema.ts';

/** One shape of a pictogram: filled, or stroked with a width in units of the square's side. */
export interface ArtworkShape {
  /** Path data in the unit square, absolute M/L/C/Z only. */
  d: string;
  /** Stroke width as a fraction of the side; absent means the shape is filled. */
  stroke?: number;
}

/** Full and mini drawing of one pictogram. */
export interface FeatureArtwork {
  full: readonly ArtworkShape[];
  mini: readonly ArtworkShape[];
}

const LINE = 0.06;
const MINI_LINE = 0.1;

/** A five-pointed star centred at (cx, cy), pointing up. */
function star(cx: number, cy: number, outer: number, inner: number): string {
  return polyline(ring(cx, cy, [outer, inner], 10), true);
}

/**
 * A tyre seen from the side, flattened at the bottom where it stands on the road: the top of a
 * circle, then sides that bulge slightly out onto a flat footprint. Run-flat tyres carry the
 * car even without pressure, so the flattened tyre on its ground line is their usual sign.
 */
function flatTyre(cx: number, cy: number, r: number, chordY: number, baseY: number): string {
  const a = Math.asin((chordY - cy) / r);
  const half = Math.sqrt(r * r - (chordY - cy) ** 2);
  const bulge = half + 0.04;
  return [
    polyline([[cx - half, chordY]]),
    arc(cx, cy, r, Math.PI - a, 2 * Math.PI + a),
    lineTo([
      [cx + bulge, baseY],
      [cx - bulge, baseY],
    ]),
    'Z',
  ].join(' ');
}

/**
 * A closed zigzag as separate straight links: with no joins there are no miter spikes, which
 * at the chain's sharp turns would poke out of the tyre in renderers that miter by default.
 */
function links(points: readonly Point[]): string {
  return points
    .map((point, i) => polyline([point, points[(i + 1) % points.length] ?? point]))
    .join(' ');
}

const ground = (y: number) =>
  polyline([
    [0.06, y],
    [0.94, y],
  ]);

/** The pictogram of each wheel feature. */
export const FEATURE_ARTWORK: Readonly<Record<WheelFeature, FeatureArtwork>> = {
  // Star-marked tyre: a star inside a circle.
  star: {
    full: [{ d: circle(0.5, 0.5, 0.44), stroke: LINE }, { d: star(0.5, 0.52, 0.3, 0.12) }],
    mini: [{ d: star(0.5, 0.53, 0.48, 0.2) }],
  },
  // Run-flat (RSC): a tyre flattened on its ground line, hub and rim still round.
  rsc: {
    full: [
      { d: flatTyre(0.5, 0.44, 0.4, 0.76, 0.85), stroke: LINE },
      { d: circle(0.5, 0.44, 0.17), stroke: LINE },
      { d: circle(0.5, 0.44, 0.05) },
      { d: ground(0.92), stroke: LINE },
    ],
    mini: [
      { d: flatTyre(0.5, 0.45, 0.38, 0.75, 0.83), stroke: MINI_LINE },
      { d: ground(0.93), stroke: MINI_LINE },
    ],
  },
  // Tyre pressure sensors (RDC): a tyre with a pressure gauge beside it.
  rdc: {
    full: [
      { d: circle(0.38, 0.62, 0.3), stroke: LINE },
      { d: circle(0.38, 0.62, 0.12), stroke: LINE },
      { d: circle(0.78, 0.22, 0.17), stroke: 0.05 },
      {
        d: polyline([
          [0.78, 0.22],
          [0.78 + 0.1 * Math.SQRT1_2, 0.22 - 0.1 * Math.SQRT1_2],
        ]),
        stroke: 0.05,
      },
      { d: circle(0.78, 0.22, 0.035) },
    ],
    mini: [{ d: circle(0.36, 0.64, 0.29), stroke: MINI_LINE }, { d: circle(0.78, 0.22, 0.2) }],
  },
  // Snow chains: a tyre whose tread is crossed by a zigzag chain, hub in the middle.
  chains: {
    full: [
      { d: circle(0.5, 0.5, 0.44), stroke: LINE },
      { d: circle(0.5, 0.5, 0.27), stroke: 0.04 },
      { d: links(ring(0.5, 0.5, [0.27, 0.42], 18)), stroke: 0.04 },
      { d: circle(0.5, 0.5, 0.1) },
    ],
    mini: [
      { d: circle(0.5, 0.5, 0.43), stroke: MINI_LINE },
      { d: links(ring(0.5, 0.5, [0.2, 0.4], 12)), stroke: 0.07 },
    ],
  },
};

// Pictograms by all their inputs: transforming the artwork's path data is most of an icon row.
const drawn = new BoundedCache<Clip>(2_000);

/**
 * A feature's pictogram drawn in `square` (side = its width) in `color`: one clip to the
 * square holding a path per shape, so the group stays together and cannot spill out.
 */
export function iconItems(feature: WheelFeature, square: Box, color: string, mini: boolean): Clip {
  const key = `${feature}|${mini}|${color}|${square.x},${square.y},${square.width},${square.height}`;
  return drawn.get(key, () => drawIcon(feature, square, color, mini));
}

function drawIcon(feature: WheelFeature, square: Box, color: string, mini: boolean): Clip {
  const artwork = FEATURE_ARTWORK[feature];
  const side = square.width;
  const paths: Path[] = (mini ? artwork.mini : artwork.full).map((shape) => {
    const d = transformPath(shape.d, square);
    return shape.stroke === undefined
      ? { kind: 'path', d, fill: color }
      : { kind: 'path', d, stroke: color, strokeWidth: shape.stroke * side };
  });
  return { kind: 'clip', ...square, items: paths };
}
