import { DEFAULT_FAMILY, type FontLibrary, faceOf } from '../layout/fonts.ts';
import { toBase64 } from './base64.ts';
import { glyphOutline, glyphOutlineAt, runScale } from './glyphOutlines.ts';
import { type ScreenColor, toScreenColor } from './screenColor.ts';
import type { FontKey, GlyphRun, Image, Path, RenderItem, RenderPage } from './tree.ts';
import { escapeXml, num } from './xml.ts';

/** How the SVG renderer draws a render tree. */
export interface SvgOptions {
  /** The families and faces the glyph ids of the tree belong to. */
  fonts: FontLibrary;
  /** Draws the designer's aids (placeholders); exports never do. False by default. */
  aids?: boolean;
  /** Extra area drawn around each page, in points (print bleed); 0 by default. */
  bleed?: number;
  /**
   * `data` (default) embeds image bytes as base64, so the SVG stands alone (PNG export);
   * `src` links the image's URL, which the browser already has cached (editor).
   */
  imageHref?: 'data' | 'src';
  /** Paper colour under each page; `null` leaves it transparent. White by default. */
  background?: string | null;
  /** Space between stacked pages, in points; 0 by default. */
  pageGap?: number;
  /**
   * Prefix of the ids of glyph and clip definitions. Several SVGs inline in one HTML document
   * share one id space, so each needs its own; by default every call takes a fresh one.
   */
  idPrefix?: string;
  /**
   * Images drawn pixel for pixel (`image-rendering="optimizeSpeed"`, no smoothing), by `src`:
   * for the PNG renderer's images already resampled onto its pixel grid.
   */
  crispImages?: ReadonlySet<string>;
  /**
   * How process colours (`device-cmyk(…)`) are shown: a screen has no CMYK, so each gets an
   * sRGB equivalent, ideally the output profile's (`cmykGridScreenColor`); naive by default.
   */
  screenColor?: ScreenColor;
  /**
   * `defs` (default): each glyph's outline is defined once and placed with `<use>`, the
   * smallest file. `paths`: each glyph run is one `<path>` of its glyphs' outlines at their
   * offsets. The designer draws a thousand elements inline in its page: every `<use>` is a
   * shadow tree the browser styles again on each style change, a path is one node.
   */
  glyphs?: 'defs' | 'paths';
}

/** Marks a designer aid in the SVG, so the designer (and a test) can tell it from the sheet. */
const aidMark = (item: { aid?: true }) => (item.aid ? ' data-aid=""' : '');

const FACE_INDEX: Record<FontKey, number> = { regular: 0, bold: 1, italic: 2, boldItalic: 3 };
let calls = 0;

/** A family's part of glyph ids: none for the default family, else its id as an XML name. */
function familyTag(family: string): string {
  return family === DEFAULT_FAMILY ? '' : `${family.replace(/[^A-Za-z0-9-]/g, '_')}-`;
}

/** What one SVG document collects while its pages are written. */
interface SvgContext {
  options: SvgOptions;
  prefix: string;
  /** Glyph definitions already written, by id. */
  glyphDefs: Map<string, string>;
  clipDefs: string[];
}

/** A tree colour as an SVG paint: process colours through the screen conversion. */
function paint(color: string, ctx: SvgContext): string {
  return escapeXml(toScreenColor(color, ctx.options.screenColor));
}

function glyphRun(run: GlyphRun, ctx: SvgContext): string {
  const face = faceOf(ctx.options.fonts, run.family, run.fontKey);
  const scale = run.fontSize / face.font.unitsPerEm;
  // Outlines are in font units with y up: scale and flip once per run.
  // The scale is tiny (0.01 for 10 pt at 1000 units per em): keep significant digits, not decimals.
  const k = String(runScale(run, face.font));
  const transform = `matrix(${k} 0 0 -${k} ${num(run.x)} ${num(run.y)})`;
  const uses: string[] = [];
  const offsets: string[] = [];
  const joined = ctx.options.glyphs === 'paths';
  for (const glyph of run.glyphs) {
    const d = glyphOutline(face.font, glyph.id);
    if (d === '') continue; // nothing to draw (space): keeps the file and the PNG work small
    // x in font units inside the run's scaled group: shorter than a transform per glyph.
    const x = num((glyph.x - run.x) / scale);
    if (joined) {
      uses.push(glyphOutlineAt(face.font, glyph.id, Number(x)));
      offsets.push(x);
      continue;
    }
    const id = `${ctx.prefix}g${familyTag(run.family)}${FACE_INDEX[run.fontKey]}-${glyph.id}`;
    if (!ctx.glyphDefs.has(id)) ctx.glyphDefs.set(id, `<path id="${id}" d="${d}"/>`);
    uses.push(`<use href="#${id}" x="${x}"/>`);
  }
  if (uses.length === 0) return '';
  const body = joined ? `<path d="${uses.join('')}"/>` : uses.join('');
  // A joined run still tells its face and where each drawn glyph starts (font units, as a
  // <use>'s x), so the designer's text can be checked against the PDF glyph by glyph.
  const glyphMarks = joined
    ? ` data-face="${familyTag(run.family)}${FACE_INDEX[run.fontKey]}" data-x="${offsets.join(' ')}"`
    : '';
  return `<g aria-label="${escapeXml(run.text)}"${aidMark(run)}${glyphMarks} fill="${paint(run.color, ctx)}" transform="${transform}">${body}</g>`;
}

function image(item: Image, ctx: SvgContext): string {
  const { asset } = item;
  const href =
    ctx.options.imageHref === 'src'
      ? asset.src
      : `data:${asset.mimeType};base64,${toBase64(asset.bytes)}`;
  const box = `x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}"`;
  // Layout computed the box (cover, contain); the image only has to fill it.
  const crisp = ctx.options.crispImages?.has(asset.src) ? ' image-rendering="optimizeSpeed"' : '';
  return `<image href="${escapeXml(href)}" ${box} preserveAspectRatio="none"${crisp}/>`;
}

function path(item: Path, ctx: SvgContext): string {
  // A missing fill means no fill (SVG would default to black); the PDF renderer agrees.
  const fill = `fill="${item.fill === undefined ? 'none' : paint(item.fill, ctx)}"`;
  const stroke =
    item.stroke === undefined
      ? ''
      : // PDF's default miter limit is 10, SVG's 4: say 10 so sharp corners match.
        ` stroke="${paint(item.stroke, ctx)}" stroke-width="${num(item.strokeWidth ?? 1)}" stroke-miterlimit="10"`;
  return `<path d="${escapeXml(item.d)}" ${fill}${stroke}${aidMark(item)}/>`;
}

function items(list: readonly RenderItem[], ctx: SvgContext): string {
  let out = '';
  for (const item of list) {
    if (item.kind !== 'clip' && item.aid && !ctx.options.aids) continue;
    switch (item.kind) {
      case 'rect':
        out += `<rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}" fill="${paint(item.fill, ctx)}"${aidMark(item)}/>`;
        break;
      case 'glyphs':
        out += glyphRun(item, ctx);
        break;
      case 'line':
        out += `<line x1="${num(item.x1)}" y1="${num(item.y1)}" x2="${num(item.x2)}" y2="${num(item.y2)}" stroke="${paint(item.color, ctx)}" stroke-width="${num(item.width)}"${aidMark(item)}/>`;
        break;
      case 'image':
        out += image(item, ctx);
        break;
      case 'path':
        out += path(item, ctx);
        break;
      case 'clip': {
        const id = `${ctx.prefix}c${ctx.clipDefs.length}`;
        ctx.clipDefs.push(
          `<clipPath id="${id}"><rect x="${num(item.x)}" y="${num(item.y)}" width="${num(item.width)}" height="${num(item.height)}"/></clipPath>`,
        );
        out += `<g clip-path="url(#${id})">${items(item.items, ctx)}</g>`;
        break;
      }
    }
  }
  return out;
}

/** The size of an SVG document in points and what goes inside its root element. */
export interface SvgContent {
  width: number;
  height: number;
  /** Definitions and the pages' groups. */
  content: string;
}

/**
 * What `renderSvg` writes inside the root element, and the size it gives the root: for a
 * caller that places the same drawing in its own root (the PNG renderer's tiles).
 */
export function renderSvgContent(
  pages: RenderPage | readonly RenderPage[],
  options: SvgOptions,
): SvgContent {
  const list: readonly RenderPage[] = 'items' in pages ? [pages] : pages;
  calls += 1;
  const ctx: SvgContext = {
    options,
    prefix: options.idPrefix ?? `s${calls}-`,
    glyphDefs: new Map(),
    clipDefs: [],
  };
  const bleed = options.bleed ?? 0;
  const gap = options.pageGap ?? 0;
  const background = options.background === undefined ? '#ffffff' : options.background;
  let width = 0;
  let top = 0;
  const bodies: string[] = [];
  for (const page of list) {
    const w = page.width + 2 * bleed;
    const h = page.height + 2 * bleed;
    const paper =
      background === null
        ? ''
        : `<rect x="${num(-bleed)}" y="${num(-bleed)}" width="${num(w)}" height="${num(h)}" fill="${paint(background, ctx)}"/>`;
    // Page coordinates stay those of the tree: the bleed lies at negative x and y.
    bodies.push(
      `<g transform="translate(${num(bleed)} ${num(top + bleed)})">${paper}${items(page.items, ctx)}</g>`,
    );
    width = Math.max(width, w);
    top += h + gap;
  }
  const height = Math.max(0, top - gap);
  const defs = [...ctx.glyphDefs.values(), ...ctx.clipDefs].join('');
  return { width, height, content: (defs ? `<defs>${defs}</defs>` : '') + bodies.join('') };
}

/**
 * Draws render pages as one SVG string, pages stacked top to bottom, in points (the viewBox
 * is the page size, grown by the bleed). Glyphs are outlines from the fonts, defined once per
 * face and glyph and placed with `<use>`, so text looks the same in every browser and in
 * resvg, with no font engine involved; each run carries its text as `aria-label`.
 */
export function renderSvg(pages: RenderPage | readonly RenderPage[], options: SvgOptions): string {
  const { width, height, content } = renderSvgContent(pages, options);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
    content +
    '</svg>'
  );
}
