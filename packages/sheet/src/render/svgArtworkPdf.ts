import { PDFContext, type PDFDict } from 'pdf-lib';
import { artworkPrintColor } from './neutralBlack.ts';
import type { PdfColors } from './pdfColors.ts';
import { pdfNum } from './pdfNumber.ts';
import { pathConstruction } from './pdfPath.ts';
import type { Artwork, ArtworkShape } from './svgArtwork.ts';
import type { Matrix } from './svgStyle.ts';

// Vector artwork (svgArtwork.ts) as a PDF Form XObject on the unit square, so the page draws
// it exactly like an image: `w 0 0 h x y cm /Name Do`. Its colours go through the document's
// colour operators: in a print PDF, neutral black on the black plate only (neutralBlack.ts)
// and every other colour converted to the output intent's CMYK; in a screen PDF, RGB.

/** A finished Form XObject: dictionary (bound to a scratch context) and content bytes. */
export interface ArtworkForm {
  dict: PDFDict;
  contents: Uint8Array;
}

const scratch = PDFContext.create();

/**
 * The matrix from viewBox units to the unit square (y up): the viewBox fitted into the
 * artwork's size (centred, aspect kept, unless stretched), then the size scaled to 1 × 1.
 */
export function unitMatrix(artwork: Artwork): Matrix {
  const [vx, vy, vw, vh] = artwork.viewBox;
  const { width, height } = artwork;
  let sx = width / vw;
  let sy = height / vh;
  if (!artwork.stretch) sx = sy = Math.min(sx, sy);
  const tx = (width - vw * sx) / 2 - vx * sx;
  const ty = (height - vh * sy) / 2 - vy * sy;
  return [sx / width, 0, 0, -sy / height, tx / width, 1 - ty / height];
}

/**
 * A shape's stroke width as a share of the artwork's placed width: times the placed width in
 * points, the printed width (preflight's thin-line check). Non-uniform scaling counts by the
 * geometric mean of its axes.
 */
export function strokeShareOfWidth(artwork: Artwork, shape: ArtworkShape): number {
  const [, , vw, vh] = artwork.viewBox;
  const sx = artwork.width / vw;
  const sy = artwork.height / vh;
  const fit = artwork.stretch ? Math.sqrt(sx * sy) : Math.min(sx, sy);
  const m = shape.matrix;
  const scale = Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
  return (shape.strokeWidth * scale * fit) / artwork.width;
}

const matrixText = (m: Matrix) => m.map(pdfNum).join(' ');

/** Whether `colors` writes print colours (CMYK `k`) rather than screen RGB (`rg`). */
export const printsCmyk = (colors: PdfColors) => colors.fill('#000000').endsWith(' k');

/** The artwork as a Form XObject drawn with `colors`. */
export function artworkForm(artwork: Artwork, colors: PdfColors): ArtworkForm {
  const print = printsCmyk(colors);
  const color = (hex: string) => (print ? artworkPrintColor(hex) : hex);
  const states = new Map<string, string>();
  const extGState: Record<string, PDFDict> = {};
  let ops = `q\n${matrixText(unitMatrix(artwork))} cm\n`;
  for (const shape of artwork.shapes) {
    ops += `q\n${matrixText(shape.matrix)} cm\n`;
    const fillAlpha = shape.fill ? shape.fillOpacity : 1;
    const strokeAlpha = shape.stroke ? shape.strokeOpacity : 1;
    if (fillAlpha < 1 || strokeAlpha < 1) {
      const key = `${fillAlpha} ${strokeAlpha}`;
      let name = states.get(key);
      if (!name) {
        name = `GA${states.size}`;
        states.set(key, name);
        extGState[name] = scratch.obj({ Type: 'ExtGState', ca: fillAlpha, CA: strokeAlpha });
      }
      ops += `/${name} gs\n`;
    }
    if (shape.fill) ops += `${colors.fill(color(shape.fill))}\n`;
    if (shape.stroke) {
      ops += `${colors.stroke(color(shape.stroke))}\n${pdfNum(shape.strokeWidth)} w\n`;
      ops += `${shape.lineCap} J\n${shape.lineJoin} j\n${pdfNum(shape.miterLimit)} M\n`;
      if (shape.dash.length > 0 && shape.dash.some((v) => v > 0)) {
        ops += `[${shape.dash.map(pdfNum).join(' ')}] 0 d\n`;
      }
    }
    const star = shape.evenOdd ? '*' : '';
    const paint = shape.fill ? (shape.stroke ? `B${star}` : `f${star}`) : 'S';
    ops += `${pathConstruction(shape.d)}${paint}\nQ\n`;
  }
  ops += 'Q\n';
  const contents = new Uint8Array(ops.length);
  for (let i = 0; i < ops.length; i++) contents[i] = ops.charCodeAt(i);
  const dict = scratch.obj({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, 0, 1, 1],
    Resources: states.size > 0 ? { ExtGState: extGState } : {},
    Length: contents.length,
  });
  return { dict, contents };
}
