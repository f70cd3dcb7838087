import { type FontLibrary, faceOf } from '../layout/fonts.ts';
import { runInk, runScale } from '../render/glyphOutlines.ts';
import type { RenderItem } from '../render/tree.ts';
import type { Edges } from './compose.ts';

// Where an item may put ink, in points: conservative boxes, so that the PNG renderer can tell
// that nothing drawn after an image touches it. Too large a box only costs speed.

/** Anywhere: for path data whose extent is not read here. */
const EVERYWHERE: Edges = { x0: -Infinity, y0: -Infinity, x1: Infinity, y1: Infinity };

const PATH_LIMIT = 5_000;
const pathBoxes = new Map<string, Edges>();

function addX(box: Edges, x: number): void {
  box.x0 = Math.min(box.x0, x);
  box.x1 = Math.max(box.x1, x);
}

function addY(box: Edges, y: number): void {
  box.y0 = Math.min(box.y0, y);
  box.y1 = Math.max(box.y1, y);
}

/**
 * The control box of path data with absolute M, L, H, V, C, Q and Z only (what layout writes;
 * a curve lies inside its control points); anything else is taken to reach everywhere.
 */
function pathBox(d: string): Edges {
  let box = pathBoxes.get(d);
  if (box) return box;
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  let command = '';
  let coordinate = 0;
  for (const token of tokens) {
    if (/^[A-Za-z]$/.test(token)) {
      if (!'MLHVCQZ'.includes(token)) {
        box = EVERYWHERE;
        break;
      }
      command = token;
      coordinate = 0;
      continue;
    }
    const value = Number(token);
    if (command === 'H') addX(box, value);
    else if (command === 'V') addY(box, value);
    else if (coordinate % 2 === 0) addX(box, value);
    else addY(box, value);
    coordinate++;
  }
  if (pathBoxes.size >= PATH_LIMIT) pathBoxes.clear();
  pathBoxes.set(d, box);
  return box;
}

function grow(box: Edges, by: number): Edges {
  return { x0: box.x0 - by, y0: box.y0 - by, x1: box.x1 + by, y1: box.y1 + by };
}

/** The box an item other than a clip or image may ink, in points; null when it draws nothing. */
export function inkBox(
  item: Exclude<RenderItem, { kind: 'clip' }>,
  fonts: FontLibrary,
): Edges | null {
  switch (item.kind) {
    case 'rect':
      return { x0: item.x, y0: item.y, x1: item.x + item.width, y1: item.y + item.height };
    case 'line': {
      // Butt caps; half the width either side covers any direction.
      const box = {
        x0: Math.min(item.x1, item.x2),
        y0: Math.min(item.y1, item.y2),
        x1: Math.max(item.x1, item.x2),
        y1: Math.max(item.y1, item.y2),
      };
      return grow(box, item.width / 2);
    }
    case 'path': {
      const box = pathBox(item.d);
      // Miter joins reach at most miter limit (10) x half the width beyond the outline.
      return item.stroke === undefined ? box : grow(box, 5 * (item.strokeWidth ?? 1));
    }
    case 'glyphs': {
      const font = faceOf(fonts, item.family, item.fontKey).font;
      const { box } = runInk(font, item);
      if (!box) return null;
      const k = runScale(item, font);
      // Font units, y up, relative to the run's origin.
      return {
        x0: item.x + box.minX * k,
        x1: item.x + box.maxX * k,
        y0: item.y - box.maxY * k,
        y1: item.y - box.minY * k,
      };
    }
    case 'image':
      // Images are the caller's business: they draw their tiles.
      return null;
  }
}
