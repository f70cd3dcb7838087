// Colours as a sheet stores them and as a user may type them. A sheet stores `#rgb`/`#rrggbb`
// (sRGB, as before) or a process colour in the render tree's form, `device-cmyk(c m y k)` with
// channels 0..1 (render/color.ts), so layout hands it to the renderers unchanged and the print
// PDF writes exactly the separations the designer chose. What a user may type for CMYK:
//   device-cmyk(0% 81% 81% 30%)   CSS Color 5, percentages
//   device-cmyk(0 0.81 0.81 0.3)  CSS Color 5, numbers 0..1 (the stored form)
//   cmyk(0, 81, 81, 30)           what print designers write: percentages, % optional
//   spot("PANTONE 2945 C" 1 0.5 0 0.1)  a spot ink with its alternate (the stored form)
//   palette(12 device-cmyk(…))     a brand palette colour and its values (model/palette.ts)
import { type CmykColor, cmykString, spotString } from '../render/color.ts';

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FUNCTION = /^(device-cmyk|cmyk)\(\s*([^()]*?)\s*\)$/i;
const CHANNEL = /^(\d+(?:\.\d+)?|\.\d+)(%?)$/;

/** Reads one channel: a percentage, or in `device-cmyk` a bare number 0..1 (else a percentage). */
function channel(text: string, bareIsPercent: boolean): number | undefined {
  const match = CHANNEL.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]);
  const percent = match[2] === '%' || bareIsPercent;
  const unit = percent ? value / 100 : value;
  // Out of range is a typing mistake (81 meant as 0.81?), not something to clamp silently.
  return unit >= 0 && unit <= 1 ? unit : undefined;
}

/** A process colour written as `device-cmyk(…)` or `cmyk(…)`; undefined when it is neither. */
export function parseCmyk(text: string): CmykColor | undefined {
  const match = FUNCTION.exec(text.trim());
  if (!match?.[1] || match[2] === undefined) return undefined;
  const friendly = match[1].toLowerCase() === 'cmyk';
  // CSS Color 5 separates by spaces (commas in its legacy form); designers by commas.
  const parts = match[2].split(/\s*,\s*|\s+/);
  if (parts.length !== 4) return undefined;
  const values = parts.map((part) => channel(part, friendly));
  const [c, m, y, k] = values;
  if (c === undefined || m === undefined || y === undefined || k === undefined) return undefined;
  return { c, m, y, k };
}

const SPOT = /^spot\(\s*"([ -!#-~]{1,60})"\s+([^()"]*?)\s*\)$/i;
const PALETTE = /^palette\(\s*(\d{1,9})\s+(.*)\)$/i;

/** A spot colour `spot("NAME" c m y k)` in the stored form; undefined when it is none. */
function storedSpot(text: string): string | undefined {
  const match = SPOT.exec(text);
  if (!match?.[1] || match[2] === undefined) return undefined;
  const alternate = parseCmyk(`device-cmyk(${match[2]})`);
  return alternate ? spotString(match[1], alternate) : undefined;
}

/** A process or spot colour in the stored form (what a palette reference may hold). */
function storedInk(text: string): string | undefined {
  const cmyk = parseCmyk(text);
  return cmyk ? cmykString(cmyk) : storedSpot(text);
}

/**
 * The form a sheet stores a colour in: hex as it was written (existing sheets keep their
 * values), any CMYK spelling as the tree's `device-cmyk(c m y k)`, a spot colour as
 * `spot("NAME" c m y k)`, a palette colour as `palette(ID <process or spot>)`; undefined for
 * anything else.
 */
export function storedColor(text: string): string | undefined {
  const trimmed = text.trim();
  if (HEX.test(trimmed)) return trimmed;
  const palette = PALETTE.exec(trimmed);
  if (palette?.[1] && palette[2] !== undefined) {
    const inner = storedInk(palette[2].trim());
    return inner ? `palette(${Number(palette[1])} ${inner})` : undefined;
  }
  return storedInk(trimmed);
}

/**
 * Whether a colour is a print colour: a process colour (the CMYK form or a spelling of it), a
 * spot colour or a palette colour.
 */
export function isCmykColor(text: string): boolean {
  const trimmed = text.trim();
  return !HEX.test(trimmed) && storedColor(trimmed) !== undefined;
}
