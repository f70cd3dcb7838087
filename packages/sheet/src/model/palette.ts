// Brand palette colours in sheets. A brand manual gives each colour a name and CMYK values,
// some also a spot ink (e.g. a Pantone) with its CMYK alternate. A sheet stores a palette
// colour as `palette(ID COLOUR)`: the palette entry's id, so the designer shows its name and
// the next export follows the palette, and its values when chosen (`device-cmyk(…)` or
// `spot("NAME" c m y k)`), so a sheet renders alike without the palette (the designer's
// canvas, an entry deleted since). Renderers read only COLOUR (render/color.ts).
//
// When an admin changes a palette colour, sheets follow it at their next export:
// `followPalette` replaces the stored values of every reference to an entry that still exists
// with its current ones; a deleted entry's sheets keep the values they stored.
import { type CmykColor, cmykString, spotString } from '../render/color.ts';

/** A palette colour as the engine needs it. */
export interface PaletteColor {
  id: number;
  cmyk: CmykColor;
  /** The spot ink's name when the colour is printed as a spot colour. */
  spot?: string | null;
}

const REFERENCE = /^palette\(\s*(\d+)\s+(.*)\)$/is;

/** The tree colour of a palette colour's values (process or spot). */
export function paletteValues(color: Omit<PaletteColor, 'id'>): string {
  return color.spot ? spotString(color.spot, color.cmyk) : cmykString(color.cmyk);
}

/** What a sheet stores for a palette colour: `palette(ID COLOUR)`. */
export function paletteColorString(color: PaletteColor): string {
  return `palette(${color.id} ${paletteValues(color)})`;
}

/** The palette entry a stored colour refers to, or undefined for any other colour. */
export function paletteReference(color: string): number | undefined {
  const match = REFERENCE.exec(color.trim());
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** The values stored inside a palette reference (or the colour itself when it is none). */
export function paletteInner(color: string): string {
  const match = REFERENCE.exec(color.trim());
  return match?.[2] === undefined ? color : match[2].trim();
}

/**
 * A copy of `value` (a sheet, a config, any JSON) in which every palette reference to an
 * entry of `palette` carries that entry's current values; `value` itself when none changed.
 */
export function followPalette<T>(value: T, palette: readonly PaletteColor[]): T {
  if (palette.length === 0) return value;
  const current = new Map(palette.map((color) => [color.id, paletteColorString(color)]));
  return follow(value, current) as T;
}

function follow(value: unknown, current: ReadonlyMap<number, string>): unknown {
  if (typeof value === 'string') {
    if (!value.startsWith('palette(')) return value;
    const id = paletteReference(value);
    return id === undefined ? value : (current.get(id) ?? value);
  }
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = follow(item, current);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  if (value !== null && typeof value === 'object') {
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const next = follow(item, current);
      if (next !== item) changed = true;
      return [key, next] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  }
  return value;
}
