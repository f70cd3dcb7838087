import {
  type CmykColor,
  cmykString,
  paletteInner,
  parseCmyk,
  storedColor,
} from '@pms/sheet/browser';

/** The process values a field shows: a palette colour's own, a spot ink's alternate. */
function processForm(stored: string): string {
  const inner = paletteInner(stored);
  const spot = /^spot\(\s*"[^"]*"\s+([^()]*)\)$/i.exec(inner);
  return spot ? `device-cmyk(${spot[1]})` : inner;
}

/** Percent with at most two decimals: what print designers read and type. */
const percent = (unit: number) => Math.round(unit * 10000) / 100;

/** CMYK channels in percent, as the four CMYK inputs show them. */
export interface CmykPercent {
  c: number;
  m: number;
  y: number;
  k: number;
}

/**
 * The stored colour as the field shows it: hex as is, CMYK as `cmyk(0, 81, 81, 30)`, a brand or
 * spot colour by its process values (its name is in the brand colour select).
 */
export function colorText(stored: string): string {
  const cmyk = parseCmyk(processForm(stored));
  if (!cmyk) return stored;
  return `cmyk(${[cmyk.c, cmyk.m, cmyk.y, cmyk.k].map(percent).join(', ')})`;
}

/** The channels of a stored CMYK colour in percent; undefined for hex. */
export function cmykPercent(stored: string | undefined): CmykPercent | undefined {
  const cmyk = stored === undefined ? undefined : parseCmyk(processForm(stored));
  if (!cmyk) return undefined;
  return { c: percent(cmyk.c), m: percent(cmyk.m), y: percent(cmyk.y), k: percent(cmyk.k) };
}

/**
 * A starting point for the CMYK inputs from a hex colour (the naive inverse: black as K,
 * the rest as C, M, Y); the designer then types the separations the brand prescribes.
 */
export function cmykFromHex(hex: string): CmykPercent {
  const digits = /^#[0-9a-f]{3}$/i.test(hex)
    ? [...hex.slice(1)].map((d) => d + d).join('')
    : hex.slice(1);
  const value = /^[0-9a-f]{6}$/i.test(digits) ? Number.parseInt(digits, 16) : 0;
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((v) => v / 255);
  const k = 1 - Math.max(r ?? 0, g ?? 0, b ?? 0);
  const ink = (v: number) => (k >= 1 ? 0 : (1 - v - k) / (1 - k));
  return {
    c: percent(ink(r ?? 0)),
    m: percent(ink(g ?? 0)),
    y: percent(ink(b ?? 0)),
    k: percent(k),
  };
}

/** The stored form of CMYK channels in percent. */
export function cmykFromPercent(value: CmykPercent): string {
  const color: CmykColor = {
    c: value.c / 100,
    m: value.m / 100,
    y: value.y / 100,
    k: value.k / 100,
  };
  return cmykString(color);
}

/**
 * What the field stores for typed text: hex lowercased and expanded (as before), any CMYK
 * spelling in its stored form; undefined when the text is no colour.
 */
export function colorFromText(text: string): string | undefined {
  const stored = storedColor(text);
  if (stored === undefined || !stored.startsWith('#')) return stored;
  const hex = stored.toLowerCase();
  return hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
}
