import { type CmykColor, cmykToRgbNaive, parseTreeColor, type RgbColor } from './color.ts';
import { pdfNum } from './pdfNumber.ts';
import { limitInk, type PrintOutput } from './pdfx/printOutput.ts';

// Tree colours as PDF colour operators. A screen PDF is sRGB throughout (DeviceRGB, as the
// screen shows it); a print PDF is CMYK throughout (DeviceCMYK of the output intent): `#rrggbb`
// converted through the output profile, `device-cmyk(...)` as given, both held to the ink limit.

/** Converts a process colour for the screen; the profile's conversion where there is one. */
export type CmykToRgb = (color: CmykColor) => RgbColor;

/** Colour operators for one kind of output, cached per colour string. */
export class PdfColors {
  private readonly fills = new Map<string, string>();
  private readonly strokes = new Map<string, string>();

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
      const operands = this.operands(color);
      const name = operands.split(' ').length === 4 ? 'k' : 'rg';
      hit = `${operands} ${stroke ? name.toUpperCase() : name}`;
      if (cache.size > 1000) cache.clear();
      cache.set(color, hit);
    }
    return hit;
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
