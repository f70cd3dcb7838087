import { drawSvgPath } from 'pdf-lib';

// Converting SVG path data to PDF operators (pdf-lib's svgPathToOperators, a character-by-
// character parser) was a large share of an export, and the same icons, tyre-label symbols and
// placeholders recur in every export. So each path's construction operators are converted
// once per process, by pdf-lib, and kept as their content-stream text.

/** Bounds the memory of a long-running server; clearing changes speed only, never output. */
const CACHE_LIMIT = 5_000;
const construction = new Map<string, string>();

function convert(d: string): string {
  // drawSvgPath with no colours writes: q, three cm, d (dash), the path, h, Q.
  const operators = drawSvgPath(d, {
    x: 0,
    y: 0,
    scale: undefined,
    color: undefined,
    borderColor: undefined,
    borderWidth: 0,
  }).map(String);
  if (operators[4] !== '[] 0 d' || operators.at(-2) !== 'h') {
    throw new Error('pdf-lib drawSvgPath changed its operator layout');
  }
  return operators
    .slice(5, -2)
    .map((operator) => `${operator}\n`)
    .join('');
}

/**
 * The SVG path data `d` as PDF path construction operators (m, l, c, h, one per line; y as in
 * the data, so the caller flips it), to write before a painting operator.
 */
export function pathConstruction(d: string): string {
  let text = construction.get(d);
  if (text === undefined) {
    text = convert(d);
    if (construction.size >= CACHE_LIMIT) construction.clear();
    construction.set(d, text);
  }
  return text;
}
