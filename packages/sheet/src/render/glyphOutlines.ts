import type { Font } from 'fontkit';
import type { GlyphRun } from './tree.ts';
import { num } from './xml.ts';

/** One glyph's outline, converted once per process. */
interface Outline {
  /** SVG path data in font units, y up; empty for glyphs without ink. */
  d: string;
  /** The outline's commands (SVG letter and arguments), to write it at an offset. */
  commands: { letter: string; args: number[] }[];
  /** The outline written to be moved (glyphOutlineAt), made on first use. */
  moved?: Movable;
  /** Control box in font units (contains the outline); all 0 without ink. */
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

interface Movable {
  x: number;
  y: number;
  rest: string;
}

/** fontkit's path commands as SVG path letters (as its own toSVG writes them). */
const SVG_LETTERS: Record<string, string> = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
};

// Outlines per parsed font and glyph id: the same Font object serves every export in the
// process (layout/fonts.ts parses each font once), so a warm export converts no outline again.
const outlines = new WeakMap<Font, Map<number, Outline>>();

function outlineOf(font: Font, id: number): Outline {
  let byId = outlines.get(font);
  if (!byId) {
    byId = new Map();
    outlines.set(font, byId);
  }
  let outline = byId.get(id);
  if (outline === undefined) {
    const path = font.getGlyph(id).path;
    const box = path.commands.length > 0 ? path.cbox : undefined;
    outline = {
      d: path.toSVG(),
      commands: path.commands.map((command) => ({
        letter: SVG_LETTERS[command.command] ?? '',
        args: command.args,
      })),
      minX: box?.minX ?? 0,
      minY: box?.minY ?? 0,
      maxX: box?.maxX ?? 0,
      maxY: box?.maxY ?? 0,
    };
    byId.set(id, outline);
  }
  return outline;
}

/**
 * The glyph's outline as SVG path data in font units, y up as in the font: callers scale by
 * fontSize / unitsPerEm and flip y. Empty for glyphs without ink (space).
 */
export function glyphOutline(font: Font, id: number): string {
  return outlineOf(font, id).d;
}

/**
 * The glyph's outline moved `dx` font units to the right, written as glyphOutline writes it
 * (coordinates rounded to 0.01): a run's glyphs joined into one path draw what `<use>`s at
 * those offsets draw. Outer contours share one direction in a font, so the nonzero fill of the
 * joined path is the union of the glyphs, overlaps included.
 */
export function glyphOutlineAt(font: Font, id: number, dx: number): string {
  const outline = outlineOf(font, id);
  outline.moved ??= movable(outline.commands);
  const { x, y, rest } = outline.moved;
  // Only the first point is absolute: the rest follows it, so moving it moves the glyph.
  return `M${round2(x + dx)} ${y}${rest}`;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The outline as its first point and the rest relative to it: coordinates rounded to 0.01
 * first (as toSVG rounds them), then their differences, so no error adds up along the path.
 */
function movable(commands: Outline['commands']): Movable {
  const first = commands[0];
  if (first?.letter !== 'M') {
    // Not seen in fonts; written absolute and not moved rather than drawn wrong.
    return {
      x: 0,
      y: 0,
      rest: commands.map((c) => c.letter + c.args.map(round2).join(' ')).join(''),
    };
  }
  const [x = 0, y = 0] = first.args.map(round2);
  let rest = '';
  let current = [x, y];
  let start = [x, y];
  for (const { letter, args } of commands.slice(1)) {
    if (letter === 'Z') {
      rest += 'z';
      current = start;
      continue;
    }
    const points = args.map(round2);
    const [cx = 0, cy = 0] = current;
    rest += letter.toLowerCase();
    rest += points.map((value, index) => round2(value - (index % 2 === 0 ? cx : cy))).join(' ');
    current = points.slice(-2);
    if (letter === 'M') start = current;
  }
  return { x, y, rest };
}

/** Where a glyph run's outlines lie, in the run's font units (origin at the run's x, y up). */
export interface RunInk {
  /** Control box of the inked glyphs (contains their outlines); null when nothing is inked. */
  box: { minX: number; minY: number; maxX: number; maxY: number } | null;
  /** The glyph ids and their x offsets: in one font, equal keys draw equal outlines. */
  key: string;
}

/** Bounds the memory of a long-running server; clearing changes speed only, never output. */
const RUN_LIMIT = 4_000;
const runs = new WeakMap<Font, Map<string, RunInk>>();

/** The run's scale from font units to points, as the SVG writes it (significant digits). */
export function runScale(run: GlyphRun, font: Font): number {
  return Number((run.fontSize / font.unitsPerEm).toPrecision(6));
}

/**
 * The run's key and the box its glyphs ink, from the same offsets the SVG writes (`<use>` x in
 * font units); cached per font by that key.
 */
export function runInk(font: Font, run: GlyphRun): RunInk {
  let byKey = runs.get(font);
  if (!byKey) {
    byKey = new Map();
    runs.set(font, byKey);
  }
  const scale = run.fontSize / font.unitsPerEm;
  const offsets = run.glyphs.map((glyph) => num((glyph.x - run.x) / scale));
  let key = '';
  run.glyphs.forEach((glyph, index) => {
    key += `${glyph.id}@${offsets[index]} `;
  });
  const known = byKey.get(key);
  if (known) return known;
  let box: RunInk['box'] = null;
  run.glyphs.forEach((glyph, index) => {
    const outline = outlineOf(font, glyph.id);
    if (outline.d === '') return;
    const dx = Number(offsets[index] ?? 0);
    const next = {
      minX: outline.minX + dx,
      minY: outline.minY,
      maxX: outline.maxX + dx,
      maxY: outline.maxY,
    };
    box = box
      ? {
          minX: Math.min(box.minX, next.minX),
          minY: Math.min(box.minY, next.minY),
          maxX: Math.max(box.maxX, next.maxX),
          maxY: Math.max(box.maxY, next.maxY),
        }
      : next;
  });
  const ink = { box, key };
  if (byKey.size >= RUN_LIMIT) byKey.clear();
  byKey.set(key, ink);
  return ink;
}
