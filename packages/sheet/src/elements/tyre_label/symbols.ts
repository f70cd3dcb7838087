// The label's pictograms as path data in label units, each drawn about its own origin (its
// top-left corner) so the layout can place it. Absolute commands only (see toPagePath).
import { ellipse, polygon } from './geometry.ts';

/** One stroke or fill of a pictogram, in label units. */
export interface Shape {
  d: string;
  fill?: string;
  stroke?: string;
  /** Stroke width in label units. */
  width?: number;
}

/** The label's line art: the regulation's 100 % black, as K only (sharp, no registration). */
export const INK = 'device-cmyk(0 0 0 1)';
const WHITE = '#ffffff';
const LINE = 0.8;

/**
 * The EU flag's blue and yellow (also the ENERG mark's blue) as process colours: 100/80/0/0
 * and 0/0/100/0, as Annex II of Regulation (EU) 2020/740 and the EU emblem's graphic
 * specification give them. The Commission's label artwork shows them as #164194 and #ffed00,
 * exactly what FOGRA39 makes of these separations.
 */
export const EU_BLUE = 'device-cmyk(1 0.8 0 0)';
export const EU_YELLOW = 'device-cmyk(0 0 1 0)';

/** Size of the EU flag in label units (3:2). */
export const FLAG = { width: 46.5, height: 31 };

function star(cx: number, cy: number, outer: number): string {
  // Five points, the first straight up; the inner radius of a regular pentagram.
  const inner = outer * 0.382;
  const points = Array.from({ length: 10 }, (_, i): [number, number] => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)];
  });
  return polygon(points);
}

/** The EU flag: blue field, twelve stars on a circle of a third of its height. */
export function euFlag(): Shape[] {
  const { width, height } = FLAG;
  const cx = width / 2;
  const cy = height / 2;
  const stars = Array.from({ length: 12 }, (_, i) => {
    const angle = (i * Math.PI) / 6;
    return star(
      cx + (height / 3) * Math.sin(angle),
      cy - (height / 3) * Math.cos(angle),
      height / 18,
    );
  });
  return [
    {
      d: polygon([
        [0, 0],
        [width, 0],
        [width, height],
        [0, height],
      ]),
      fill: EU_BLUE,
    },
    { d: stars.join(''), fill: EU_YELLOW },
  ];
}

/** The lightning bolt that ends the ENERG mark, 11 x 22.4. */
export function lightning(): Shape[] {
  const bolt = polygon([
    [2.2, 0],
    [7.2, 0],
    [5.2, 6.3],
    [10.6, 5.4],
    [2.9, 22.4],
    [5.2, 10.1],
    [0, 10.3],
  ]);
  return [{ d: bolt, fill: EU_BLUE }];
}

/** A tyre seen at an angle, 26 x 31.5: black body, white sidewall, rim and tread lines. */
export function tyre(): Shape[] {
  const body =
    'M8.2 31.5C3.7 31.5 0 24.5 0 15.8C0 7.1 3.7 0 8.2 0L17.8 0C22.3 0 26 7.1 26 15.8' +
    'C26 24.5 22.3 31.5 17.8 31.5Z';
  const sidewall = 'M18.6 31.4C14.1 31.4 10.6 24.4 10.6 15.7C10.6 7 14 0 18.5 0';
  const tread =
    'M12.9 31.6C8.3 31.6 4.7 24.5 4.7 15.8C4.7 7.1 8.4 -0.1 13 -0.1' +
    'M10.4 31.5C5.9 31.5 2.2 24.4 2.2 15.7C2.2 7 5.9 -0.2 10.5 -0.2';
  return [
    { d: body, fill: INK },
    { d: sidewall, stroke: WHITE, width: 0.34 },
    { d: tread, stroke: WHITE, width: 0.34 },
    { d: ellipse(19, 15.6, 4.2, 10.2), stroke: WHITE, width: 0.5 },
    { d: ellipse(18.2, 15.8, 1.6, 6.6), fill: WHITE },
  ];
}

/** A fuel pump with a fuel drop and a lightning bolt (fuel or electricity), 17 x 23. */
export function fuelPump(): Shape[] {
  const body =
    'M1.4 22.7L1.4 2.1C1.4 1.2 2.2 0.6 3.1 0.6L12 0.6C12.9 0.6 13.6 1.2 13.6 2.1L13.6 22.7Z';
  const hose =
    'M13.6 5C16.4 5 16.5 5.2 16.5 6.4L16.5 18.2C16.5 19 16.1 19.6 15.7 19.6' +
    'C15.3 19.6 14.9 19 14.9 18.2L14.9 10.4C14.9 9.5 14.5 8.8 13.9 8.8';
  const window = polygon([
    [3.1, 2.1],
    [12.2, 2.1],
    [12.2, 8.2],
    [3.1, 8.2],
  ]);
  const drop =
    'M4.6 12.8C4.6 12.8 3.7 14.1 3.3 14.8C2.7 16.1 3.5 17.3 4.6 17.3C5.6 17.3 6.4 16.1 5.8 14.8C5.4 14.1 4.6 12.8 4.6 12.8Z';
  const bolt = polygon([
    [11.2, 12.3],
    [9, 15.7],
    [10.6, 15.7],
    [9.9, 18.1],
    [12.2, 14.8],
    [10.6, 14.7],
  ]);
  return [
    { d: hose, fill: WHITE, stroke: INK, width: LINE },
    { d: body, fill: WHITE, stroke: INK, width: LINE },
    { d: 'M0.2 22.7L14.9 22.7', stroke: INK, width: LINE },
    { d: window, stroke: INK, width: LINE },
    { d: drop, fill: INK },
    { d: bolt, fill: INK },
    { d: 'M7.6 12.2L7.6 19', stroke: INK, width: LINE },
  ];
}

/** A rain cloud, 22 x 20: white cloud with black outline, seven slanted drops below. */
export function rainCloud(): Shape[] {
  const cloud =
    'M4.2 12C1.9 12 0.1 10.2 0.1 8C0.1 5.9 1.9 4.1 4.2 4.1C4.5 4.1 4.9 4.2 5.2 4.2' +
    'C5.3 3 6.4 2.1 7.7 2.1C8.3 2.1 8.9 2.3 9.3 2.7C10 1.4 11.4 0.6 12.9 0.6' +
    'C15.1 0.6 16.8 2.1 17 4.2C17.2 4.1 17.3 4.1 17.5 4.1C19.8 4.1 21.6 5.9 21.6 8' +
    'C21.6 10.2 19.8 12 17.5 12Z';
  const drops = [
    [7.5, 12.2],
    [11.3, 12.2],
    [15.3, 12.2],
    [5.4, 15.1],
    [9.2, 15.1],
    [13.1, 15.1],
    [11, 17.9],
  ]
    .map(([x = 0, y = 0]) => `M${x} ${y}L${x - 1.2} ${y + 1.7}`)
    .join('');
  return [
    { d: cloud, fill: WHITE, stroke: INK, width: LINE },
    { d: drops, stroke: INK, width: LINE },
  ];
}

/** A loudspeaker with three sound waves, 53 x 39. */
export function speaker(): Shape[] {
  const box = polygon([
    [0.3, 9.8],
    [16.7, 9.8],
    [31.5, 0.4],
    [31.5, 38.6],
    [16.7, 29.5],
    [0.3, 29.5],
  ]);
  const waves =
    'M38.1 9.6C39.5 12.6 40.1 15.9 40.1 19.5C40.1 22.5 39.5 25.4 38.4 28.1' +
    'M43.4 7.2C45.2 10.9 46.2 15.1 46.2 19.5C46.2 23.3 45.5 26.8 44.1 30.1' +
    'M48.7 4.4C51 9 52.2 14.1 52.2 19.5C52.2 24.1 51.3 28.5 49.6 32.5';
  return [
    { d: box, fill: WHITE, stroke: INK, width: LINE },
    { d: waves, stroke: INK, width: LINE },
  ];
}

function snowflake(cx: number, cy: number, r: number): string {
  // Three diameters at 0, 60 and 120 degrees with a small chevron near each end.
  const parts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (i * Math.PI) / 3;
    const [ux, uy] = [Math.cos(a), Math.sin(a)];
    parts.push(`M${cx} ${cy}L${cx + r * ux} ${cy + r * uy}`);
    const [bx, by] = [cx + 0.62 * r * ux, cy + 0.62 * r * uy];
    const tick = 0.32 * r;
    for (const side of [-1, 1]) {
      const t = a + (side * 3 * Math.PI) / 4;
      parts.push(`M${bx} ${by}L${bx - tick * Math.cos(t)} ${by - tick * Math.sin(t)}`);
    }
  }
  return parts.join('');
}

/** The three-peak mountain with snowflake (3PMSF) of severe snow grip, 41.4 x 39. */
export function snowGrip(): Shape[] {
  const mountain = polygon([
    [0, 38.9],
    [7.5, 19.6],
    [10.3, 23.5],
    [19.8, 0],
    [25, 12.1],
    [26.7, 8],
    [41.4, 38.9],
  ]);
  return [
    { d: mountain, fill: WHITE, stroke: INK, width: LINE },
    { d: snowflake(21.8, 26.6, 8.3), stroke: INK, width: 1.1 },
    { d: ellipse(21.8, 26.6, 1.4, 1.4), fill: INK },
  ];
}

// The jagged ice mass inside the ice grip pictogram's triangle.
const ICE: readonly (readonly [number, number])[] = [
  [4.7, 33.5],
  [14.1, 16.7],
  [16.3, 20.2],
  [17.6, 16.9],
  [20.1, 25.6],
  [22, 18.4],
  [23.5, 20.8],
  [25.7, 14],
  [36.7, 33.5],
];

/**
 * Diagonal hatch lines clipped to a polygon (even-odd), as separate segments: the render tree
 * has no pattern fill and only rectangular clips, so the clipping is done here.
 */
export function hatch(points: readonly (readonly [number, number])[], spacing: number): string {
  // Lines x = y * slope + c, i.e. rising to the right at about 60 degrees in y-down space.
  const slope = -0.58;
  const cs = points.map(([x, y]) => x - y * slope);
  const min = Math.min(...cs);
  const max = Math.max(...cs);
  const parts: string[] = [];
  for (let c = min + spacing / 2; c < max; c += spacing) {
    // Parameter y where the line crosses each edge; pairs of crossings bound the inside.
    const ys: number[] = [];
    points.forEach(([x1, y1], i) => {
      const [x2, y2] = points[(i + 1) % points.length] ?? [x1, y1];
      const f1 = x1 - y1 * slope - c;
      const f2 = x2 - y2 * slope - c;
      // Half-open test: a vertex on the line counts for one of its two edges only.
      if (f1 > 0 === f2 > 0) return;
      ys.push(y1 + ((y2 - y1) * f1) / (f1 - f2));
    });
    ys.sort((a, b) => a - b);
    for (let k = 0; k + 1 < ys.length; k += 2) {
      const [ya = 0, yb = 0] = [ys[k], ys[k + 1]];
      parts.push(`M${ya * slope + c} ${ya}L${yb * slope + c} ${yb}`);
    }
  }
  return parts.join('');
}

/** The ice grip pictogram: a triangle around a hatched, jagged ice mass, 41.4 x 36. */
export function iceGrip(): Shape[] {
  return [
    {
      d: polygon([
        [0, 36],
        [41.4, 36],
        [20.7, 0],
      ]),
      fill: WHITE,
      stroke: INK,
      width: LINE,
    },
    { d: hatch(ICE, 1.1), stroke: INK, width: 0.25 },
    { d: polygon(ICE), stroke: INK, width: LINE },
  ];
}
