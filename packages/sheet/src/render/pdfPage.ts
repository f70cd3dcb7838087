import {
  beginText,
  clip,
  endPath,
  endText,
  fill,
  lineTo,
  moveTo,
  type PDFImage,
  type PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  setLineWidth,
  setStrokingRgbColor,
  setTextMatrix,
  stroke,
} from 'pdf-lib';
import { hexToRgb } from './color.ts';
import type { EmbeddedFace } from './pdfFonts.ts';
import type { FontKey, GlyphRun, Line, Path, Rect, RenderItem } from './tree.ts';
import { num } from './xml.ts';

/** What drawing one page needs: the page, where the tree's origin lies, the embedded resources. */
export interface PdfPageTarget {
  page: PDFPage;
  /** The trim box's offset from the media box (the bleed), in points. */
  offset: number;
  /** Height of the media box: PDF y grows upwards from its bottom. */
  mediaHeight: number;
  faces: ReadonlyMap<FontKey, EmbeddedFace>;
  images: ReadonlyMap<string, PDFImage>;
}

/** Draws the render tree's items on a PDF page, one operator group per item. */
export class PdfPainter {
  private readonly fontNames = new Map<FontKey, PDFName>();

  constructor(private readonly target: PdfPageTarget) {}

  private x(x: number): number {
    return x + this.target.offset;
  }

  /** Tree y (down from the top) to PDF y (up from the bottom). */
  private y(y: number): number {
    return this.target.mediaHeight - this.target.offset - y;
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
        case 'image': {
          const image = this.target.images.get(item.src);
          // No bytes: layout already drew its placeholder, as the SVG does.
          if (image) {
            const { x, width, height } = item;
            this.target.page.drawImage(image, {
              x: this.x(x),
              y: this.y(item.y + height),
              width,
              height,
            });
          }
          break;
        }
        case 'path':
          this.path(item);
          break;
        case 'clip': {
          const { page } = this.target;
          page.pushOperators(
            pushGraphicsState(),
            rectangle(this.x(item.x), this.y(item.y + item.height), item.width, item.height),
            clip(),
            endPath(),
          );
          this.draw(item.items);
          page.pushOperators(popGraphicsState());
          break;
        }
      }
    }
  }

  private rect(item: Rect): void {
    const { r, g, b } = hexToRgb(item.fill);
    this.target.page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(r, g, b),
      rectangle(this.x(item.x), this.y(item.y + item.height), item.width, item.height),
      fill(),
      popGraphicsState(),
    );
  }

  private line(item: Line): void {
    const { r, g, b } = hexToRgb(item.color);
    this.target.page.pushOperators(
      pushGraphicsState(),
      setStrokingRgbColor(r, g, b),
      setLineWidth(item.width),
      moveTo(this.x(item.x1), this.y(item.y1)),
      lineTo(this.x(item.x2), this.y(item.y2)),
      stroke(),
      popGraphicsState(),
    );
  }

  private path(item: Path): void {
    // A missing fill means no fill, as in the SVG renderer; pdf-lib strokes black when
    // given neither colour, so such a path is not drawn at all.
    if (item.fill === undefined && item.stroke === undefined) return;
    const colour = (hex: string) => {
      const { r, g, b } = hexToRgb(hex);
      return rgb(r, g, b);
    };
    // drawSvgPath flips y around (x, y): placing that at the trim's top-left keeps tree units.
    this.target.page.drawSvgPath(item.d, {
      x: this.x(0),
      y: this.y(0),
      ...(item.fill === undefined ? {} : { color: colour(item.fill) }),
      ...(item.stroke === undefined
        ? {}
        : { borderColor: colour(item.stroke), borderWidth: item.strokeWidth ?? 1 }),
    });
  }

  private fontName(key: FontKey, face: EmbeddedFace): PDFName {
    let name = this.fontNames.get(key);
    if (!name) {
      name = this.target.page.node.newFontDictionary(face.font.name, face.font.ref);
      this.fontNames.set(key, name);
    }
    return name;
  }

  /**
   * One text object per run: the tree's glyph ids as subset ids, placed at the tree's x by
   * TJ adjustments, so the PDF shows exactly the layout's glyphs where the SVG shows them.
   */
  private glyphs(run: GlyphRun): void {
    const face = this.target.faces.get(run.fontKey);
    const first = run.glyphs[0];
    if (!face || !first) return;
    const size = run.fontSize;
    const parts: string[] = [];
    let pen = first.x;
    run.glyphs.forEach((glyph, i) => {
      if (i > 0) {
        // TJ numbers move the pen left by 1/1000 em; exact positions make them the kerning.
        const adjust = Math.round(((pen - glyph.x) * 1000 * 1000) / size) / 1000;
        if (adjust !== 0) parts.push(num(adjust));
        pen -= (adjust * size) / 1000;
      }
      parts.push(`<${face.hex(glyph)}>`);
      pen += (face.width(glyph.id) * size) / 1000;
    });
    const { r, g, b } = hexToRgb(run.color);
    this.target.page.pushOperators(
      beginText(),
      setFontAndSize(this.fontName(run.fontKey, face), size),
      setFillingRgbColor(r, g, b),
      setTextMatrix(1, 0, 0, 1, this.x(first.x), this.y(run.y)),
      // pdf-lib writes string operands verbatim: the array is already PDF syntax.
      PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [`[${parts.join('')}]`]),
      endText(),
    );
  }
}
