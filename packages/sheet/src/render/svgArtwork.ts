import { BytesCache } from './bytesCache.ts';
import { type Node, parseXml, shapePath } from './svgDocument.ts';
import {
  declarations,
  IDENTITY,
  lengthInPoints,
  type Matrix,
  multiply,
  numbers,
  parsePaint,
  parseStylesheet,
  parseTransform,
  type StyleRule,
} from './svgStyle.ts';
import type { ImageAsset } from './tree.ts';

// An uploaded SVG (sanitized at upload) read as vector artwork: its shapes as path data with
// their transform and paint, so the print PDF can draw them as vectors (svgArtworkPdf.ts) and
// preflight can measure their strokes. What cannot be drawn exactly this way (gradients,
// patterns, filters, masks, clipping, text, embedded images, `use`) is listed in
// `unsupported`; such artwork keeps its raster form in the PDF.

/** One shape to paint: path data in its own user units, placed by `matrix` in viewBox units. */
export interface ArtworkShape {
  d: string;
  matrix: Matrix;
  /** `#rrggbb`, or null for no fill. */
  fill: string | null;
  stroke: string | null;
  strokeWidth: number;
  evenOdd: boolean;
  fillOpacity: number;
  strokeOpacity: number;
  lineCap: 0 | 1 | 2;
  lineJoin: 0 | 1 | 2;
  miterLimit: number;
  dash: number[];
}

/** An SVG's drawing: its viewBox, its size in points, its shapes, what it uses that is not read. */
export interface Artwork {
  viewBox: readonly [number, number, number, number];
  width: number;
  height: number;
  /** `preserveAspectRatio="none"`: the viewBox is stretched to the size. */
  stretch: boolean;
  shapes: ArtworkShape[];
  unsupported: string[];
}

/** Elements that define things for later use, drawn only when referenced (never, here). */
const DEFINITIONS = new Set([
  'defs',
  'symbol',
  'title',
  'desc',
  'metadata',
  'style',
  'linearGradient',
  'radialGradient',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
]);
const CONTAINERS = new Set(['svg', 'g', 'a']);
const UNSUPPORTED_ELEMENTS = new Set(['text', 'image', 'use', 'foreignObject', 'switch']);

/** Properties a child inherits from its parent (opacity multiplies instead). */
interface Inherited {
  fill: string;
  stroke: string;
  strokeWidth: number;
  evenOdd: boolean;
  fillOpacity: number;
  strokeOpacity: number;
  lineCap: 0 | 1 | 2;
  lineJoin: 0 | 1 | 2;
  miterLimit: number;
  dash: number[];
  color: string;
  opacity: number;
}

const INITIAL: Inherited = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  evenOdd: false,
  fillOpacity: 1,
  strokeOpacity: 1,
  lineCap: 0,
  lineJoin: 0,
  miterLimit: 4,
  dash: [],
  color: '#000000',
  opacity: 1,
};

const CAPS = { butt: 0, round: 1, square: 2 } as const;
const JOINS = { miter: 0, round: 1, bevel: 2 } as const;

const unit = (value: string) => Math.min(1, Math.max(0, Number.parseFloat(value)));

function matches(rule: StyleRule, node: Node): boolean {
  const { selector } = rule;
  if (selector.startsWith('.')) {
    return (node.attributes.class ?? '').split(/\s+/).includes(selector.slice(1));
  }
  if (selector.startsWith('#')) return node.attributes.id === selector.slice(1);
  return selector === node.name;
}

class Reader {
  readonly shapes: ArtworkShape[] = [];
  readonly unsupported = new Set<string>();

  constructor(private readonly rules: StyleRule[]) {}

  /** Presentation attributes, then stylesheet rules, then the `style` attribute win in turn. */
  private properties(node: Node): Record<string, string> {
    const props: Record<string, string> = { ...node.attributes };
    for (const rule of this.rules) if (matches(rule, node)) Object.assign(props, rule.declarations);
    Object.assign(props, declarations(node.attributes.style));
    return props;
  }

  private paint(value: string | undefined, inherited: string, color: string): string {
    if (value === undefined || value === 'inherit') return inherited;
    const paint = parsePaint(value, color);
    if (paint === 'unsupported')
      this.unsupported.add(value.startsWith('url') ? 'gradient' : 'colour');
    return paint;
  }

  private inherit(props: Record<string, string>, parent: Inherited): Inherited | null {
    if (props.display === 'none' || props.visibility === 'hidden') return null;
    for (const feature of ['filter', 'mask', 'clip-path'] as const) {
      const value = props[feature];
      if (value && value !== 'none') this.unsupported.add(feature);
    }
    const color = props.color ? parsePaint(props.color, parent.color) : parent.color;
    const dash = props['stroke-dasharray'];
    return {
      color,
      fill: this.paint(props.fill, parent.fill, color),
      stroke: this.paint(props.stroke, parent.stroke, color),
      strokeWidth:
        props['stroke-width'] === undefined
          ? parent.strokeWidth
          : Math.max(0, Number.parseFloat(props['stroke-width']) || 0),
      evenOdd: props['fill-rule'] === undefined ? parent.evenOdd : props['fill-rule'] === 'evenodd',
      fillOpacity: props['fill-opacity'] ? unit(props['fill-opacity']) : parent.fillOpacity,
      strokeOpacity: props['stroke-opacity'] ? unit(props['stroke-opacity']) : parent.strokeOpacity,
      lineCap: CAPS[props['stroke-linecap'] as keyof typeof CAPS] ?? parent.lineCap,
      lineJoin: JOINS[props['stroke-linejoin'] as keyof typeof JOINS] ?? parent.lineJoin,
      miterLimit: Number.parseFloat(props['stroke-miterlimit'] ?? '') || parent.miterLimit,
      dash: dash === undefined ? parent.dash : dash === 'none' ? [] : numbers(dash),
      // Group opacity is applied to each shape: exact where a group's shapes do not overlap.
      opacity: parent.opacity * (props.opacity ? unit(props.opacity) : 1),
    };
  }

  read(node: Node, parent: Inherited, matrix: Matrix, root: boolean): void {
    if (DEFINITIONS.has(node.name)) return;
    if (UNSUPPORTED_ELEMENTS.has(node.name)) {
      this.unsupported.add(node.name);
      return;
    }
    const props = this.properties(node);
    const style = this.inherit(props, parent);
    if (!style) return;
    // A nested <svg> has a viewport of its own: not read here.
    if (node.name === 'svg' && !root) {
      this.unsupported.add('nested svg');
      return;
    }
    const own = node.name === 'svg' ? IDENTITY : parseTransform(props.transform);
    if (!own) {
      this.unsupported.add('transform');
      return;
    }
    const placed = multiply(own, matrix);
    if (CONTAINERS.has(node.name)) {
      for (const child of node.children) this.read(child, style, placed, false);
      return;
    }
    const d = shapePath(node);
    if (!d) return;
    // A line has no inside: its fill paints nothing.
    const fill = style.fill === 'none' || node.name === 'line' ? null : style.fill;
    const stroke = style.stroke === 'none' || style.strokeWidth <= 0 ? null : style.stroke;
    if (fill === 'unsupported' || stroke === 'unsupported') return;
    if (!fill && !stroke) return;
    this.shapes.push({
      d,
      matrix: placed,
      fill,
      stroke,
      strokeWidth: style.strokeWidth,
      evenOdd: style.evenOdd,
      fillOpacity: style.fillOpacity * style.opacity,
      strokeOpacity: style.strokeOpacity * style.opacity,
      lineCap: style.lineCap,
      lineJoin: style.lineJoin,
      miterLimit: style.miterLimit,
      dash: style.dash,
    });
  }
}

function styleText(node: Node): string {
  return (node.name === 'style' ? node.text : '') + node.children.map(styleText).join('\n');
}

/** Reads an SVG document as vector artwork; null when it is not an SVG with a size. */
export function readArtwork(text: string): Artwork | null {
  const svg = parseXml(text);
  if (!svg) return null;
  const box = numbers(svg.attributes.viewBox);
  let width = lengthInPoints(svg.attributes.width);
  let height = lengthInPoints(svg.attributes.height);
  const hasBox = box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0;
  const viewBox = (
    hasBox ? box : [0, 0, width ?? 0, height ?? 0].map((v, i) => (i < 2 ? v : v / 0.75))
  ) as [number, number, number, number];
  // Without a size, the viewBox in pixels; with one side only, the other keeps the box's ratio.
  if (width === null && height === null) [width, height] = [viewBox[2] * 0.75, viewBox[3] * 0.75];
  else if (width === null) width = ((height ?? 0) * viewBox[2]) / viewBox[3];
  else if (height === null) height = (width * viewBox[3]) / viewBox[2];
  if (width === null || height === null || !(width > 0 && height > 0)) return null;
  if (!(viewBox[2] > 0 && viewBox[3] > 0)) return null;
  const reader = new Reader(parseStylesheet(styleText(svg)));
  reader.read(svg, INITIAL, IDENTITY, true);
  return {
    viewBox,
    width,
    height,
    stretch: /^\s*none/.test(svg.attributes.preserveAspectRatio ?? ''),
    shapes: reader.shapes,
    unsupported: [...reader.unsupported],
  };
}

const cache = new BytesCache<Artwork | null>(64);

/** The artwork of SVG bytes, read once per process (per equal bytes). */
export function artworkOf(bytes: Uint8Array): Artwork | null {
  let artwork = cache.get(bytes);
  if (artwork === undefined) {
    artwork = readArtwork(new TextDecoder().decode(bytes));
    cache.set(bytes, artwork);
  }
  return artwork;
}

/**
 * The artwork an asset is printed as, if it is drawn as vectors: an SVG this reader draws in
 * full. Null for raster images and for SVGs that keep their raster form in the PDF.
 */
export function vectorArtwork(asset: ImageAsset): Artwork | null {
  const artwork = asset.print?.vector && artworkOf(asset.print.vector);
  return artwork && artwork.unsupported.length === 0 ? artwork : null;
}
