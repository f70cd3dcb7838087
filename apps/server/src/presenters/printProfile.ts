import type { PrintProfileAnswer } from '@pms/contracts';
import type { ScreenGrid } from '../exports/screenColors.ts';
import { hydraItem } from '../http/hydra.ts';
import type { PrintProfile } from '../print/printProfile.ts';

/** The IRI of the one print profile the server prints with. */
export const PRINT_PROFILE_IRI = '/api/print_profile';

/**
 * The print profile as the designer needs it: its name and the grid that shows process
 * colours on screen as this profile prints them. The ICC file itself stays on the server.
 */
export function presentPrintProfile(profile: PrintProfile, grid: ScreenGrid): PrintProfileAnswer {
  return hydraItem('PrintProfile', PRINT_PROFILE_IRI, {
    name: profile.outputCondition,
    outputConditionIdentifier: profile.outputConditionIdentifier,
    screenGrid: { steps: grid.steps, data: Buffer.from(grid.data).toString('base64') },
  });
}
