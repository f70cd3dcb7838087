import type { CmykColor, RgbColor } from '../color.ts';

/**
 * What a print PDF (PDF/X-4) needs to know about the press it is made for. The engine only
 * writes what it is given: opening the profile and converting colours happen where the
 * profile is (the server, `apps/server/src/print/`), handed in as data and functions.
 */
export interface PrintOutput {
  /** The CMYK output profile (ICC, colour space CMYK): the OutputIntent's DestOutputProfile. */
  profile: Uint8Array;
  /** OutputConditionIdentifier: a registered name (`FOGRA39`, `FOGRA51`) or `Custom`. */
  outputConditionIdentifier: string;
  /** OutputCondition: the printing condition in words. */
  outputCondition: string;
  /** RegistryName of the identifier, `http://www.color.org` for the ICC's registry. */
  registryName: string;
  /** Info: the profile's description, as preflight tools show it. */
  info: string;
  /**
   * An sRGB profile (ICC, 3 components): RGB images are tagged with it (ICCBased), which
   * PDF/X-4 allows, and the RIP converts them through the output intent.
   */
  rgbProfile: Uint8Array;
  /**
   * sRGB (channels 0..1) to the output condition's CMYK (0..1); greys (r = g = b) must come
   * back as K only. Called once per distinct colour and document at most.
   */
  toCmyk(rgb: RgbColor): CmykColor;
  /** Largest total ink the press takes, as a sum of channels (3.3 is 330 %). */
  inkLimit: number;
}

/**
 * A process colour within an ink limit: when C + M + Y + K exceeds it, C, M and Y are scaled
 * down together (K kept, so text and greys keep their black and the hue stays).
 */
export function limitInk(color: CmykColor, inkLimit: number): CmykColor {
  const total = color.c + color.m + color.y + color.k;
  if (total <= inkLimit) return color;
  const chromatic = color.c + color.m + color.y;
  const room = Math.max(0, inkLimit - color.k);
  const scale = chromatic > 0 ? Math.min(1, room / chromatic) : 1;
  return {
    c: color.c * scale,
    m: color.m * scale,
    y: color.y * scale,
    k: Math.min(color.k, inkLimit),
  };
}
