// The parts of SVG styling that vector artwork (svgArtwork.ts) reads: colours, lengths with
// units, transforms and simple stylesheets. Anything it cannot read exactly is reported as
// unsupported, so the artwork falls back to its raster form rather than printing wrong.

/** A 2D affine matrix [a b c d e f], as PDF's `cm` and SVG's `matrix()` write it. */
export type Matrix = readonly [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

/** `m` applied after `n` (n first, then m): the product n × m in PDF's row-vector order. */
export function multiply(n: Matrix, m: Matrix): Matrix {
  return [
    n[0] * m[0] + n[1] * m[2],
    n[0] * m[1] + n[1] * m[3],
    n[2] * m[0] + n[3] * m[2],
    n[2] * m[1] + n[3] * m[3],
    n[4] * m[0] + n[5] * m[2] + m[4],
    n[4] * m[1] + n[5] * m[3] + m[5],
  ];
}

/** Points per unit of each absolute SVG/CSS length unit; a bare number is a pixel. */
const UNIT_POINTS: Record<string, number> = {
  '': 0.75,
  px: 0.75,
  pt: 1,
  pc: 12,
  in: 72,
  cm: 72 / 2.54,
  mm: 72 / 25.4,
  q: 72 / 101.6,
};

/** An absolute length (`50mm`, `12pt`, `200`) in points; null for %, em or anything unreadable. */
export function lengthInPoints(value: string | undefined): number | null {
  const match = /^\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*([a-z]*)\s*$/i.exec(value ?? '');
  if (!match) return null;
  const factor = UNIT_POINTS[(match[2] ?? '').toLowerCase()];
  return factor === undefined ? null : Number(match[1]) * factor;
}

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  lime: '#00ff00',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  cyan: '#00ffff',
  aqua: '#00ffff',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  maroon: '#800000',
  navy: '#000080',
  orange: '#ffa500',
  purple: '#800080',
  teal: '#008080',
  olive: '#808000',
};

const hex2 = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/**
 * A paint as `#rrggbb`, `none`, or `unsupported` (a gradient or pattern `url(…)`, or a colour
 * this reader does not know). `currentColor` takes `current`.
 */
export function parsePaint(value: string, current = '#000000'): string {
  const text = value.trim().toLowerCase();
  if (text === 'none' || text === 'transparent') return 'none';
  if (text === 'currentcolor') return current;
  const named = NAMED[text];
  if (named) return named;
  let match = /^#([0-9a-f]{3,4})$/.exec(text);
  if (match?.[1]) {
    const [r, g, b] = match[1];
    return `#${r}${r}${g}${g}${b}${b}`;
  }
  match = /^#([0-9a-f]{6})(?:[0-9a-f]{2})?$/.exec(text);
  if (match?.[1]) return `#${match[1]}`;
  match = /^rgba?\(([^)]*)\)$/.exec(text);
  if (match?.[1]) {
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .slice(0, 3);
    if (parts.length === 3) {
      const channels = parts.map((part) =>
        part.endsWith('%') ? (Number.parseFloat(part) * 255) / 100 : Number.parseFloat(part),
      );
      if (channels.every(Number.isFinite)) return `#${channels.map(hex2).join('')}`;
    }
  }
  return 'unsupported';
}

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/gi;

/** Numbers of a list (`points`, `viewBox`, transform arguments, dash arrays). */
export function numbers(text: string | undefined): number[] {
  return (text ?? '').match(NUMBER)?.map(Number) ?? [];
}

/** An SVG `transform` as one matrix; null when it holds something unreadable. */
export function parseTransform(text: string | undefined): Matrix | null {
  let matrix = IDENTITY;
  if (!text?.trim()) return matrix;
  const pattern = /\s*(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)\s*,?/gy;
  let at = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    at = pattern.lastIndex;
    const args = numbers(match[2]);
    const [p = 0, q, r = 0] = args;
    let step: Matrix;
    switch (match[1]) {
      case 'matrix':
        if (args.length !== 6) return null;
        step = args as unknown as Matrix;
        break;
      case 'translate':
        step = [1, 0, 0, 1, p, q ?? 0];
        break;
      case 'scale':
        step = [p, 0, 0, q ?? p, 0, 0];
        break;
      case 'rotate': {
        const angle = (p * Math.PI) / 180;
        const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
        const cx = q ?? 0;
        const cy = r;
        // Rotation about (cx, cy): translate there, rotate, translate back.
        step = [cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy];
        break;
      }
      case 'skewX':
        step = [1, 0, Math.tan((p * Math.PI) / 180), 1, 0, 0];
        break;
      default:
        step = [1, Math.tan((p * Math.PI) / 180), 0, 1, 0, 0];
    }
    // Listed transforms apply right to left: the last one acts on the shape first.
    matrix = multiply(step, matrix);
  }
  return text.slice(at).trim() === '' ? matrix : null;
}

/** Declarations of a `style` attribute or rule body, by property name. */
export function declarations(text: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (text ?? '').split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (name && value) out[name] = value;
  }
  return out;
}

/** One stylesheet rule: a simple selector (`.class`, `#id`, `tag`) and its declarations. */
export interface StyleRule {
  selector: string;
  declarations: Record<string, string>;
}

/** Rules of a `<style>` sheet; compound selectors are kept and simply never match. */
export function parseStylesheet(css: string): StyleRule[] {
  const rules: StyleRule[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const body = declarations(match[2]);
    for (const selector of (match[1] ?? '').split(',')) {
      rules.push({ selector: selector.trim(), declarations: body });
    }
  }
  return rules;
}
