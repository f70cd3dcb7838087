import { cmykGridScreenColor, type ScreenColor } from '@pms/sheet';
import { type PrintProfile, printProfile } from '../print/printProfile.ts';

/**
 * Grid points per channel: 9^4 entries (19,683 bytes, 26 kB as base64) keep the
 * interpolated colour within about 2/255 of the profile's own (cmykGrid.test.ts).
 */
export const SCREEN_GRID_STEPS = 9;

/** The output profile's CMYK -> sRGB grid, as `cmykGridScreenColor` of @pms/sheet reads it. */
export interface ScreenGrid {
  steps: number;
  /** steps^4 entries of r, g, b bytes. */
  data: Uint8Array;
}

// One grid per opened profile: the profile is opened once per process and never changes.
const grids = new WeakMap<PrintProfile, { grid: ScreenGrid; screenColor: ScreenColor }>();

async function entry(profile: PrintProfile) {
  let known = grids.get(profile);
  if (!known) {
    const grid = {
      steps: SCREEN_GRID_STEPS,
      data: profile.profile.cmykToRgbGrid(SCREEN_GRID_STEPS),
    };
    known = { grid, screenColor: cmykGridScreenColor(grid) };
    grids.set(profile, known);
  }
  return known;
}

/** The configured profile and its screen grid, made on first use. */
export async function screenGrid(): Promise<{ profile: PrintProfile; grid: ScreenGrid }> {
  const profile = await printProfile();
  return { profile, grid: (await entry(profile)).grid };
}

/**
 * How the PNG shows process colours: as the configured output profile prints them, the
 * same conversion the designer uses (GET /api/print_profile), so image and screen agree.
 */
export async function profileScreenColor(): Promise<ScreenColor> {
  return (await entry(await printProfile())).screenColor;
}
