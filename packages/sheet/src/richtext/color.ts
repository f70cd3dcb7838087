import { storedColor } from '../model/color.ts';

function hex2(value: number): string {
  return value.toString(16).padStart(2, '0');
}

/**
 * Normalizes a CSS colour to a render tree colour: `#rgb`, `#rrggbb` and `rgb(r, g, b)` (which
 * browsers and the editor produce) to `#rrggbb`, a process colour (`device-cmyk(…)`,
 * `cmyk(…)`) to `device-cmyk(c m y k)`, spot and palette colours (model/palette.ts) to their
 * stored form, which layout passes on unchanged; anything else is undefined.
 */
export function normalizeColor(value: string): string | undefined {
  // Spot and palette colours keep their case: a spot ink's name is printed as written.
  if (/^\s*(spot|palette)\(/i.test(value)) return storedColor(value);
  const text = value.trim().toLowerCase();
  if (text.includes('cmyk')) return storedColor(text);
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(text);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  if (/^#[0-9a-f]{6}$/.test(text)) return text;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(text);
  if (!rgb) return undefined;
  const channels = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (channels.some((c) => c > 255)) return undefined;
  return `#${channels.map(hex2).join('')}`;
}

/** The valid `color` of an inline style attribute, ignoring every other declaration. */
export function colorFromStyle(style: string): string | undefined {
  let color: string | undefined;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    if (declaration.slice(0, colon).trim().toLowerCase() !== 'color') continue;
    color = normalizeColor(declaration.slice(colon + 1)) ?? color;
  }
  return color;
}
