import {
  cmsFLAGS_BLACKPOINTCOMPENSATION,
  cmsInfoDescription,
  cmsSigCmykData,
  INTENT_RELATIVE_COLORIMETRIC,
  instantiate,
  type Lcms,
  TYPE_CMYK_16,
  TYPE_Lab_16,
  TYPE_RGB_8,
  TYPE_RGB_16,
} from 'lcms-wasm';

// A CMYK output profile opened with Little CMS (lcms-wasm: WebAssembly, so nothing native to
// install): the conversions a print export needs (sRGB to the press's CMYK, greys to K only)
// and the one the designer needs (CMYK to sRGB, for showing process colours on screen).
// Everything is relative colorimetric with black point compensation, as prepress does it.

/** sRGB, channels 0..1 (the engine's RgbColor). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** Process colour, channels 0..1 (the engine's CmykColor). */
export interface Cmyk {
  c: number;
  m: number;
  y: number;
  k: number;
}

const MAX16 = 65535;

let lcmsInstance: Promise<Lcms> | undefined;

/** The one Little CMS instance of the process (its WebAssembly memory holds every profile). */
function lcms(): Promise<Lcms> {
  lcmsInstance ??= instantiate();
  return lcmsInstance;
}

/** K from 0 to 1 in this many steps is measured once, to find K for a grey by its lightness. */
const K_STEPS = 256;

/** An opened CMYK output profile and the conversions built from it. */
export class OutputProfile {
  private readonly rgbToCmykTransform: number;
  private readonly cmykToRgbTransform: number;
  /** L* of K alone, at K = i / K_STEPS, falling from paper white to solid black. */
  private readonly kLightness: Float64Array;
  private readonly rgbToLabTransform: number;

  private constructor(
    private readonly cms: Lcms,
    handle: number,
    /** The profile's description tag, e.g. `Coated FOGRA39 (ISO 12647-2:2004)`. */
    readonly description: string,
  ) {
    const srgb = cms.cmsCreate_sRGBProfile();
    const lab = cms.cmsCreateLab4Profile(null);
    const flags = cmsFLAGS_BLACKPOINTCOMPENSATION;
    const intent = INTENT_RELATIVE_COLORIMETRIC;
    this.rgbToCmykTransform = cms.cmsCreateTransform(
      srgb,
      TYPE_RGB_16,
      handle,
      TYPE_CMYK_16,
      intent,
      flags,
    );
    this.cmykToRgbTransform = cms.cmsCreateTransform(
      handle,
      TYPE_CMYK_16,
      srgb,
      TYPE_RGB_8,
      intent,
      flags,
    );
    this.rgbToLabTransform = cms.cmsCreateTransform(srgb, TYPE_RGB_16, lab, TYPE_Lab_16, intent, 0);
    const cmykToLab = cms.cmsCreateTransform(handle, TYPE_CMYK_16, lab, TYPE_Lab_16, intent, 0);
    const ramp = new Uint16Array((K_STEPS + 1) * 4);
    for (let i = 0; i <= K_STEPS; i++) ramp[i * 4 + 3] = Math.round((i / K_STEPS) * MAX16);
    const labs = cms.cmsDoTransform(cmykToLab, ramp, K_STEPS + 1);
    this.kLightness = new Float64Array(K_STEPS + 1);
    for (let i = 0; i <= K_STEPS; i++) this.kLightness[i] = ((labs[i * 3] ?? 0) / MAX16) * 100;
    cms.cmsDeleteTransform(cmykToLab);
    cms.cmsCloseProfile(srgb);
    cms.cmsCloseProfile(lab);
    if (!this.rgbToCmykTransform || !this.cmykToRgbTransform || !this.rgbToLabTransform) {
      throw new Error(`the output profile "${description}" has no usable conversion tables`);
    }
  }

  /** Opens ICC bytes; refuses anything that is not a CMYK profile Little CMS can read. */
  static async open(bytes: Uint8Array): Promise<OutputProfile> {
    const cms = await lcms();
    const handle = cms.cmsOpenProfileFromMem(bytes, bytes.byteLength);
    if (!handle) throw new Error('not an ICC profile Little CMS can read');
    if (cms.cmsGetColorSpace(handle) !== cmsSigCmykData) {
      cms.cmsCloseProfile(handle);
      throw new Error('not a CMYK profile: a print output profile must be CMYK');
    }
    const description = cms
      .cmsGetProfileInfoASCII(handle, cmsInfoDescription, 'en', 'US')
      .replace(/\0+$/, '')
      .trim();
    return new OutputProfile(cms, handle, description || 'CMYK output profile');
  }

  /**
   * sRGB to the profile's CMYK. A grey (r = g = b) becomes K alone: black text and grey rules
   * print with one plate, so they stay sharp however the plates register. Its K is the one
   * whose lightness through the profile matches the grey's, with sRGB black on solid K and
   * white on paper (lightness scaled between the two, as black point compensation does).
   */
  toCmyk(rgb: Rgb): Cmyk {
    if (rgb.r === rgb.g && rgb.g === rgb.b) return { c: 0, m: 0, y: 0, k: this.greyToK(rgb.r) };
    const channels = [rgb.r, rgb.g, rgb.b].map((v) => Math.round(v * MAX16));
    const out = this.cms.cmsDoTransform(this.rgbToCmykTransform, channels, 1);
    const at = (index: number) => (out[index] ?? 0) / MAX16;
    return { c: at(0), m: at(1), y: at(2), k: at(3) };
  }

  private greyToK(level: number): number {
    if (level >= 1) return 0;
    if (level <= 0) return 1;
    const v = Math.round(level * MAX16);
    const lab = this.cms.cmsDoTransform(this.rgbToLabTransform, [v, v, v], 1);
    const lightness = ((lab[0] ?? 0) / MAX16) * 100;
    const paper = this.kLightness[0] ?? 100;
    const solid = this.kLightness[K_STEPS] ?? 0;
    const target = solid + (lightness / 100) * (paper - solid);
    // The K ramp darkens monotonically: find the step pair around the target and interpolate.
    for (let i = 1; i <= K_STEPS; i++) {
      const darker = this.kLightness[i] ?? 0;
      if (darker <= target) {
        const lighter = this.kLightness[i - 1] ?? 100;
        const part = lighter === darker ? 0 : (lighter - target) / (lighter - darker);
        return (i - 1 + part) / K_STEPS;
      }
    }
    return 1;
  }

  /** CMYK (channels 0..1) to sRGB through the profile, 8 bits a channel. */
  cmykToRgb(cmyk: Cmyk): [number, number, number] {
    const channels = [cmyk.c, cmyk.m, cmyk.y, cmyk.k].map((v) => Math.round(v * MAX16));
    const out = this.cms.cmsDoTransform(this.cmykToRgbTransform, channels, 1);
    return [out[0] ?? 0, out[1] ?? 0, out[2] ?? 0];
  }

  /**
   * A CMYK to sRGB lookup table of the profile, for showing process colours on screen:
   * `steps` levels per channel (0, 1/(steps-1), ..., 1), steps^4 entries of 3 bytes (r, g, b),
   * the entry of (c, m, y, k) at index ((c·steps + m)·steps + y)·steps + k. Interpolate
   * between neighbouring entries for colours in between.
   */
  cmykToRgbGrid(steps = 9): Uint8Array {
    if (!Number.isInteger(steps) || steps < 2 || steps > 33) {
      throw new RangeError('steps must be a whole number from 2 to 33');
    }
    const count = steps ** 4;
    const input = new Uint16Array(count * 4);
    const level = (i: number) => Math.round((i / (steps - 1)) * MAX16);
    let at = 0;
    for (let c = 0; c < steps; c++)
      for (let m = 0; m < steps; m++)
        for (let y = 0; y < steps; y++)
          for (let k = 0; k < steps; k++) {
            input[at++] = level(c);
            input[at++] = level(m);
            input[at++] = level(y);
            input[at++] = level(k);
          }
    return Uint8Array.from(this.cms.cmsDoTransform(this.cmykToRgbTransform, input, count));
  }

  /**
   * The largest total ink the profile's own separations use, over a grid of sRGB colours
   * (17 levels a channel, the deepest ones included): about 3.3 for a profile built for 330 %.
   */
  separationInk(): number {
    const steps = 17;
    const input = new Uint16Array(steps ** 3 * 3);
    let at = 0;
    for (let r = 0; r < steps; r++)
      for (let g = 0; g < steps; g++)
        for (let b = 0; b < steps; b++) {
          input[at++] = Math.round((r / (steps - 1)) * MAX16);
          input[at++] = Math.round((g / (steps - 1)) * MAX16);
          input[at++] = Math.round((b / (steps - 1)) * MAX16);
        }
    const out = this.cms.cmsDoTransform(this.rgbToCmykTransform, input, steps ** 3);
    let most = 0;
    for (let i = 0; i < out.length; i += 4) {
      const total = (out[i] ?? 0) + (out[i + 1] ?? 0) + (out[i + 2] ?? 0) + (out[i + 3] ?? 0);
      most = Math.max(most, total / MAX16);
    }
    return most;
  }
}
