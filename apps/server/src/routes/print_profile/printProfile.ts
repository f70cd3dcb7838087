import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../auth/authenticate.ts';
import { routeDocs } from '../../http/docs.ts';
import { type PrintProfile, printProfile } from '../../print/printProfile.ts';
import { PRINT_PROFILE_IRI, presentPrintProfile, type ScreenGrid } from './presentPrintProfile.ts';

/**
 * Grid points per channel: 9^4 entries (19,683 bytes, 26 kB as base64) keep the
 * interpolated colour within about 2/255 of the profile's own (cmykGrid.test.ts).
 */
export const SCREEN_GRID_STEPS = 9;

// One grid per opened profile: the profile is opened once per process and never changes.
const grids = new WeakMap<PrintProfile, ScreenGrid>();

/** The configured profile's screen grid, made on first use. */
export async function screenGrid(): Promise<{ profile: PrintProfile; grid: ScreenGrid }> {
  const profile = await printProfile();
  let grid = grids.get(profile);
  if (!grid) {
    grid = { steps: SCREEN_GRID_STEPS, data: profile.profile.cmykToRgbGrid(SCREEN_GRID_STEPS) };
    grids.set(profile, grid);
  }
  return { profile, grid };
}

/** The print profile, read-only, for every logged-in user: the designer shows CMYK with it. */
export async function printProfileRoutes(app: FastifyInstance) {
  app.get(
    PRINT_PROFILE_IRI,
    routeDocs({
      tags: ['Print profile'],
      summary: 'The CMYK output profile prints are made for, with its CMYK to sRGB grid',
      description:
        'screenGrid holds steps^4 entries of r, g, b bytes (base64); the entry of levels ' +
        '(c, m, y, k), each 0..steps-1, is at ((c·steps + m)·steps + y)·steps + k. Screens ' +
        'interpolate it to show process colours as this profile prints them.',
      responses: { 200: 'The print profile.' },
    }),
    async (request, reply) => {
      requirePrincipal(request);
      const { profile, grid } = await screenGrid();
      // Changes only when the server restarts with another profile: an hour is harmless.
      reply.header('cache-control', 'private, max-age=3600');
      return presentPrintProfile(profile, grid);
    },
  );
}
