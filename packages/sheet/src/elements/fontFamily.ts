import { z } from 'zod';
import type { LayoutContext } from '../layout/element.ts';
import { DEFAULT_FAMILY } from '../layout/fonts.ts';

/** The ids an element may name as its family: the open default or an uploaded brand family. */
const ELEMENT_FAMILY = /^(noto-sans|brand-[1-9][0-9]{0,9})$/;

/**
 * The family a text element is set in instead of its sheet's (its ci's brand family); unset
 * means the sheet's. A brand family by its engine id, `brand-<id>`.
 */
export const elementFamilySchema = z
  .string()
  .regex(ELEMENT_FAMILY, {
    error: `fontFamily must be "${DEFAULT_FAMILY}" or the id of a brand font family, e.g. "brand-3".`,
  })
  .optional();

/**
 * The family an element's text is set in: its own when the fonts have it, else the sheet's.
 * A family that was deleted (or never uploaded) falls back, and preflight says so.
 */
export function elementFamily(
  fontFamily: string | undefined,
  ctx: Pick<LayoutContext, 'fonts' | 'family'>,
): string | undefined {
  return fontFamily !== undefined && ctx.fonts.families.has(fontFamily) ? fontFamily : ctx.family;
}
