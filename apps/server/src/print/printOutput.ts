import type { PrintOutput } from '@pms/sheet';
import sharp from 'sharp';
import { type PrintProfile, printProfile } from './printProfile.ts';

// The print profile as the sheet engine's PDF renderer takes it (PrintOutput): bytes, names,
// the conversion as a function, and the sRGB profile that RGB images are tagged with.

/**
 * libvips's built-in sRGB profile (ICC v4, 480 bytes, its copyright tag says CC0), which sharp
 * carries: nothing to ship or licence, and the same sRGB that image intake already assumes.
 */
async function srgbProfile(): Promise<Uint8Array> {
  const pixel = await sharp({
    create: { width: 1, height: 1, channels: 3, background: '#ffffff' },
  })
    .withIccProfile('srgb')
    .png()
    .toBuffer();
  const { icc } = await sharp(pixel).metadata();
  if (!icc) throw new Error('sharp gave no sRGB profile');
  return new Uint8Array(icc);
}

/** The renderer's view of a loaded profile; conversions are cached per colour by the renderer. */
export async function printOutputOf(print: PrintProfile): Promise<PrintOutput> {
  const rgbProfile = await srgbProfile();
  return {
    profile: print.bytes,
    outputConditionIdentifier: print.outputConditionIdentifier,
    outputCondition: print.outputCondition,
    registryName: print.registryName,
    info: print.profile.description,
    rgbProfile,
    toCmyk: (rgb) => print.profile.toCmyk(rgb),
    inkLimit: print.inkLimit,
  };
}

const outputs = new WeakMap<PrintProfile, Promise<PrintOutput>>();

/** The process's print output (see printProfile()), made once per loaded profile. */
export async function printOutput(): Promise<PrintOutput> {
  const print = await printProfile();
  let output = outputs.get(print);
  if (!output) {
    output = printOutputOf(print);
    outputs.set(print, output);
  }
  return output;
}
