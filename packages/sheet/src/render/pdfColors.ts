import { type PDFContext, type PDFDict, PDFName, type PDFObject, type PDFPage } from 'pdf-lib';
import { type CmykColor, cmykToRgbNaive, parseTreeColor, type RgbColor } from './color.ts';
import { pdfNum } from './pdfNumber.ts';
import { limitInk, type PrintOutput } from './pdfx/printOutput.ts';

// Tree colours as PDF colour operators. A screen PDF is sRGB throughout (DeviceRGB, as the
// screen shows it); a print PDF is CMYK throughout (DeviceCMYK of the output intent): `#rrggbb`
// converted through the output profile, `device-cmyk(...)` as given, both held to the ink limit.
// A spot colour (`spot("NAME" c m y k)`, also inside `palette(…)`) is its own ink in a print
// PDF: a Separation colour space named for the ink, whose alternate is DeviceCMYK through a
// tint transform from paper (tint 0) to the given process values (tint 1), painted at tint 1
// (PDF/X-4 allows Separation spaces with a DeviceCMYK alternate). Screens show the alternate.

/** A spot colour as a print PDF's page resources need it. */
export interface SpotSpace {
  /** The ink's name, as the Separation names it (and a RIP names the plate). */
  name: string;
  alternate: CmykColor;
}

/** Converts a process colour for the screen; the profile's conversion where there is one. */
export type CmykToRgb = (color: CmykColor) => RgbColor;

/** Colour operators for one kind of output, cached per colour string. */
export class PdfColors {
  private readonly fills = new Map<string, string>();
  private readonly strokes = new Map<string, string>();
  /** Spot colours met so far by their resource name (`/Spot…`), for pages' resources. */
  private readonly spots = new Map<string, SpotSpace>();

  constructor(
    private readonly print: PrintOutput | undefined,
    private readonly cmykToRgb: CmykToRgb = cmykToRgbNaive,
  ) {}

  /** `... rg` or `... k`: the non-stroking colour. */
  fill(color: string): string {
    return this.operator(color, this.fills, false);
  }

  /** `... RG` or `... K`: the stroking colour. */
  stroke(color: string): string {
    return this.operator(color, this.strokes, true);
  }

  private operator(color: string, cache: Map<string, string>, stroke: boolean): string {
    let hit = cache.get(color);
    if (hit === undefined) {
      const spot = this.spotResource(color);
      if (spot) {
        hit = stroke ? `/${spot} CS 1 SCN` : `/${spot} cs 1 scn`;
      } else {
        const operands = this.operands(color);
        const name = operands.split(' ').length === 4 ? 'k' : 'rg';
        hit = `${operands} ${stroke ? name.toUpperCase() : name}`;
      }
      if (cache.size > 1000) cache.clear();
      cache.set(color, hit);
    }
    return hit;
  }

  /**
   * The colour space resource name of a spot colour in a print PDF; undefined for process
   * colours and on screens. Named by a digest of ink and alternate, so one ink with two
   * alternates (a palette changed between two elements' edits) stays two spaces.
   */
  private spotResource(color: string): string | undefined {
    if (!this.print) return undefined;
    const parsed = parseTreeColor(color);
    if (parsed.space !== 'cmyk' || parsed.spot === undefined) return undefined;
    const alternate = limitInk(parsed, this.print.inkLimit - 0.0002);
    const key = `${parsed.spot}\u0000${alternate.c} ${alternate.m} ${alternate.y} ${alternate.k}`;
    const resource = `Spot${digest(key)}`;
    if (!this.spots.has(resource)) this.spots.set(resource, { name: parsed.spot, alternate });
    return resource;
  }

  /**
   * Adds to a page's resources the `/ColorSpace` entries its content stream uses: every spot
   * colour whose resource name it paints with, as `[/Separation /NAME /DeviceCMYK <tint>]`.
   */
  addColorSpaces(page: PDFPage, content: string): void {
    let spaces: PDFDict | undefined;
    for (const [resource, spot] of this.spots) {
      if (!content.includes(`/${resource} `)) continue;
      if (!spaces) {
        spaces = page.doc.context.obj({});
        page.node.normalizedEntries().Resources.set(PDFName.of('ColorSpace'), spaces);
      }
      spaces.set(PDFName.of(resource), separation(page.doc.context, spot));
    }
  }

  private operands(color: string): string {
    const parsed = parseTreeColor(color);
    if (!this.print) {
      const rgb = parsed.space === 'rgb' ? parsed : this.cmykToRgb(parsed);
      return `${pdfNum(rgb.r)} ${pdfNum(rgb.g)} ${pdfNum(rgb.b)}`;
    }
    const cmyk = parsed.space === 'cmyk' ? parsed : this.print.toCmyk(parsed);
    // Room for the rounding of four channels to 1/10,000, so the written sum stays in the limit.
    const held = limitInk(cmyk, this.print.inkLimit - 0.0002);
    const n = (v: number) => pdfNum(Math.round(Math.min(1, Math.max(0, v)) * 10000) / 10000);
    return `${n(held.c)} ${n(held.m)} ${n(held.y)} ${n(held.k)}`;
  }
}

/** A short, stable digest (FNV-1a, 32 bits) for resource names. */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

const rounded = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10000) / 10000;

/** `[/Separation /NAME /DeviceCMYK <<type 2 function: paper to the alternate>>]`. */
function separation(context: PDFContext, spot: SpotSpace): PDFObject {
  const { c, m, y, k } = spot.alternate;
  const transform = context.obj({
    FunctionType: 2,
    Domain: [0, 1],
    C0: [0, 0, 0, 0],
    C1: [c, m, y, k].map(rounded),
    N: 1,
  });
  // PDFName.of escapes spaces and other delimiters (`PANTONE 2945 C` → /PANTONE#202945#20C).
  return context.obj([
    PDFName.of('Separation'),
    PDFName.of(spot.name),
    PDFName.of('DeviceCMYK'),
    transform,
  ]);
}

const screen = new PdfColors(undefined);
const byOutput = new WeakMap<PrintOutput, PdfColors>();

/** The colour operators of a print output (or of the screen), shared by every document. */
export function pdfColors(print: PrintOutput | undefined, cmykToRgb?: CmykToRgb): PdfColors {
  if (!print) return cmykToRgb ? new PdfColors(undefined, cmykToRgb) : screen;
  let colors = byOutput.get(print);
  if (!colors) {
    colors = new PdfColors(print);
    byOutput.set(print, colors);
  }
  return colors;
}
