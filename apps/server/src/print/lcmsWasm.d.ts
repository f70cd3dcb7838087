// The part of lcms-wasm (Little CMS compiled to WebAssembly; the package ships no types) that
// the print module uses. Handles are pointers into the WebAssembly memory.
declare module 'lcms-wasm' {
  export interface Lcms {
    cmsOpenProfileFromMem(bytes: Uint8Array, size: number): number;
    cmsCloseProfile(profile: number): void;
    cmsCreate_sRGBProfile(): number;
    cmsCreateLab4Profile(whitePoint: null): number;
    cmsGetColorSpace(profile: number): number;
    cmsGetProfileInfoASCII(
      profile: number,
      info: number,
      language: string,
      country: string,
    ): string;
    cmsCreateTransform(
      input: number,
      inputFormat: number,
      output: number,
      outputFormat: number,
      intent: number,
      flags: number,
    ): number;
    cmsDeleteTransform(transform: number): void;
    /** Converts `count` pixels; 16-bit formats take and give Uint16Array, 8-bit Uint8Array. */
    cmsDoTransform(
      transform: number,
      input: ArrayLike<number>,
      count: number,
    ): Uint16Array | Uint8Array;
  }
  export function instantiate(): Promise<Lcms>;
  export const TYPE_RGB_8: number;
  export const TYPE_RGB_16: number;
  export const TYPE_CMYK_16: number;
  export const TYPE_Lab_16: number;
  export const INTENT_RELATIVE_COLORIMETRIC: number;
  export const cmsFLAGS_BLACKPOINTCOMPENSATION: number;
  export const cmsInfoDescription: number;
  export const cmsSigCmykData: number;
}
