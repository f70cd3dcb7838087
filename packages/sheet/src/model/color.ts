// Colours as a sheet stores them and as a user may type them. A sheet stores `#rgb`/`#rrggbb`
// (sRGB, as before) or a process colour in the render tree's form, `device-cmyk(c m y k)` with
// channels 0..1 (render/color.ts), so layout hands it to the renderers unchanged and the print
// PDF writes exactly the separations the designer chose. What a user may type for CMYK:
//   device-cmyk(0% 81% 81% 30%)   CSS Color 5, percentages
//   device-cmyk(0 0.81 0.81 0.3)  CSS Color 5, numbers 0..1 (the stored form)
//   cmyk(0, 81, 81, 30)           what print designers write: percentages, % optional
import { type CmykColor, cmykString } from '../render/color.ts';

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

/**
 * The form a sheet stores a colour in: hex as it was written (existing sheets keep their
 * values), any CMYK spelling as the tree's `device-cmyk(c m y k)`; undefined for anything else.
 */
export function storedColor(text: string): string | undefined {
  const trimmed = text.trim();
  if (HEX.test(trimmed)) return trimmed;
  const cmyk = parseCmyk(trimmed);
  return cmyk ? cmykString(cmyk) : undefined;
}

/** Whether a colour is a process colour (the CMYK form or a spelling of it). */
export function isCmykColor(text: string): boolean {
  return parseCmyk(text) !== undefined;
}
