import type { PDFName, PDFPage, PDFRef } from 'pdf-lib';
import type { PdfColors } from './pdfColors.ts';
import { type EmbeddedFace, type FaceKey, faceKey } from './pdfFonts.ts';
import { pdfNum } from './pdfNumber.ts';
import { pathConstruction } from './pdfPath.ts';
import type { GlyphRun, Image, Line, Path, Rect, RenderItem } from './tree.ts';
import { num } from './xml.ts';

// The painter writes the page's content stream as text itself rather than through pdf-lib's
// operator objects: one PDFOperator and a PDFNumber per operand, then pdf-lib's number
// formatting, cost more than all the drawing. The operators are the ones pdf-lib would write
// (its drawImage, drawSvgPath, text operators), numbers to 1/1,000,000 pt.

/** What drawing one page needs: the page, where the tree's origin lies, the embedded resources. */
export interface PdfPageTarget {
  page: PDFPage;
  /** The trim box's offset from the media box (the bleed), in points. */
  offset: number;
  /** Height of the media box: PDF y grows upwards from its bottom. */
  mediaHeight: number;
  faces: ReadonlyMap<FaceKey, EmbeddedFace>;
  /** Image XObjects by `src`, each added to the document once. */
  images: ReadonlyMap<string, PDFRef>;
  /** Colour operators: RGB for the screen, the output intent's CMYK for print. */
  colors: PdfColors;
}

/** Draws the render tree's items on a PDF page, one operator group per item. */
export class PdfPainter {
  private readonly fontNames = new Map<FaceKey, string>();
  private readonly imageNames = new Map<PDFRef, string>();
  /** The content stream's text, one operator group per entry. */
  private readonly out: string[] = [];

  constructor(private readonly target: PdfPageTarget) {}

  /** The content stream written so far, as PDF text (ASCII). */
  contents(): string {
    return this.out.join('');
  }

  /** Appends finished operators (each ending in a newline) to the content stream. */
  write(operators: string): void {
    this.out.push(operators);
  }

  private x(x: number): number {
    return x + this.target.offset;
  }

  /** Tree y (down from the top) to PDF y (up from the bottom). */
  private y(y: number): number {
    return this.target.mediaHeight - this.target.offset - y;
  }

  /** `x y w h re` of a tree box. */
  private box(x: number, y: number, width: number, height: number): string {
    return `${pdfNum(this.x(x))} ${pdfNum(this.y(y + height))} ${pdfNum(width)} ${pdfNum(height)} re`;
  }

  draw(items: readonly RenderItem[]): void {
    for (const item of items) {
      switch (item.kind) {
        case 'rect':
          this.rect(item);
          break;
        case 'glyphs':
          this.glyphs(item);
          break;
        case 'line':
          this.line(item);
          break;
        case 'image':
          this.image(item);
          break;
        case 'path':
          this.path(item);
          break;
        case 'clip':
          this.out.push(`q\n${this.box(item.x, item.y, item.width, item.height)}\nW\nn\n`);
          this.draw(item.items);
          this.out.push('Q\n');
          break;
      }
    }
  }

  private image(item: Image): void {
    const ref = this.target.images.get(item.asset.src);
    if (!ref) return;
    let name = this.imageNames.get(ref);
    if (name === undefined) {
      name = String(this.target.page.node.newXObject('Image', ref));
      this.imageNames.set(ref, name);
    }
    // The image's unit square scaled onto its box, bottom-left at the box's bottom-left.
    const { width, height } = item;
    const x = pdfNum(this.x(item.x));
    const y = pdfNum(this.y(item.y + height));
    this.out.push(`q\n${pdfNum(width)} 0 0 ${pdfNum(height)} ${x} ${y} cm\n${name} Do\nQ\n`);
  }

  private rect(item: Rect): void {
    const box = this.box(item.x, item.y, item.width, item.height);
    this.out.push(`q\n${this.target.colors.fill(item.fill)}\n${box}\nf\nQ\n`);
  }

  private line(item: Line): void {
    const from = `${pdfNum(this.x(item.x1))} ${pdfNum(this.y(item.y1))} m`;
    const to = `${pdfNum(this.x(item.x2))} ${pdfNum(this.y(item.y2))} l`;
    this.out.push(
      `q\n${this.target.colors.stroke(item.color)}\n${pdfNum(item.width)} w\n${from}\n${to}\nS\nQ\n`,
    );
  }

  private path(item: Path): void {
    // A missing fill means no fill, as in the SVG renderer; a path with neither is not drawn.
    if (item.fill === undefined && item.stroke === undefined) return;
    // As pdf-lib's drawSvgPath: the path data's y grows downwards, so y is flipped around the
    // trim's top-left, which keeps tree units; a zero border width writes no `w` (and so
    // strokes 1 pt wide, as before) and paints by stroke only, never fill-and-stroke.
    const width = item.stroke === undefined ? 0 : (item.strokeWidth ?? 1);
    let ops = `q\n1 0 0 -1 ${pdfNum(this.x(0))} ${pdfNum(this.y(0))} cm\n`;
    if (item.fill !== undefined) ops += `${this.target.colors.fill(item.fill)}\n`;
    if (item.stroke !== undefined) ops += `${this.target.colors.stroke(item.stroke)}\n`;
    if (width) ops += `${pdfNum(width)} w\n`;
    const paint = item.fill !== undefined ? (width ? 'B' : 'f') : 'S';
    this.out.push(`${ops}${pathConstruction(item.d)}${paint}\nQ\n`);
  }

  private fontName(key: FaceKey, face: EmbeddedFace): string {
    let name = this.fontNames.get(key);
    if (name === undefined) {
      const pdfName: PDFName = this.target.page.node.newFontDictionary(
        face.font.name,
        face.font.ref,
      );
      name = String(pdfName);
      this.fontNames.set(key, name);
    }
    return name;
  }

  /**
   * One text object per run: the tree's glyph ids as subset ids, placed at the tree's x by
   * TJ adjustments, so the PDF shows exactly the layout's glyphs where the SVG shows them.
   */
  private glyphs(run: GlyphRun): void {
    const key = faceKey(run);
    const face = this.target.faces.get(key);
    const first = run.glyphs[0];
    if (!face || !first) return;
    const size = run.fontSize;
    let parts = '';
    let pen = first.x;
    for (let i = 0; i < run.glyphs.length; i++) {
      const glyph = run.glyphs[i] as (typeof run.glyphs)[number];
      if (i > 0) {
        // TJ numbers move the pen left by 1/1000 em; exact positions make them the kerning.
        const adjust = Math.round(((pen - glyph.x) * 1000 * 1000) / size) / 1000;
        if (adjust !== 0) parts += num(adjust);
        pen -= (adjust * size) / 1000;
      }
      parts += `<${face.hex(glyph)}>`;
      pen += (face.width(glyph.id) * size) / 1000;
    }
    const font = this.fontName(key, face);
    const at = `${pdfNum(this.x(first.x))} ${pdfNum(this.y(run.y))}`;
    this.out.push(
      `BT\n${font} ${pdfNum(size)} Tf\n${this.target.colors.fill(run.color)}\n1 0 0 1 ${at} Tm\n[${parts}] TJ\nET\n`,
    );
  }
}
