import { z } from 'zod';
import { commonConfigShape } from '../../model/style.ts';
import { DEALER_PROFILE_FIELDS } from '../../variants/dealerProfileFields.ts';
import { elementFamilySchema } from '../fontFamily.ts';
import { textLanguageSchema } from '../textLanguage.ts';

/** Base font size of a text element in points when `fontSize` is unset. */
export const DEFAULT_FONT_SIZE = 10;
/**
 * Smallest base size in points that shrink-to-fit goes down to when `minFontSize` is unset:
 * below 6 pt a dealer's contact or a price is no longer read (issue #44); text that does not
 * fit at it overflows, and is refused or reported like any overflow.
 */
export const DEFAULT_MIN_FONT_SIZE = 6;

/** Config of a text element (type `p`). */
export const pConfigSchema = z.object({
  ...commonConfigShape,
  /** Rich text in the restricted HTML subset (see `richtext/`). */
  text: z.string(),
  /** Base size in points that the named rich-text sizes scale; unset means 10. */
  fontSize: z.number().finite().positive().optional(),
  /** Shrink the text in steps until it fits its box, instead of reporting an overflow. */
  shrinkToFit: z.boolean().optional(),
  /** The floor of shrinkToFit in points; unset means DEFAULT_MIN_FONT_SIZE. */
  minFontSize: z.number().finite().positive().optional(),
  /** The family its text is set in; unset means the sheet's (its ci's brand family). */
  fontFamily: elementFamilySchema,
  /** The language its text is written in (BCP 47); unset means its sheet's (see textLanguage). */
  language: textLanguageSchema,
  /** Hyphenate words by the patterns of the text's language; unset means on. */
  hyphenate: z.boolean().optional(),
  /** Rebreak a paragraph whose last line would hold one short word; unset means on. */
  avoidRunts: z.boolean().optional(),
  /** Filled from this field of the reader's dealer profile when it has one (issue #17). */
  profileField: z
    .enum(DEALER_PROFILE_FIELDS, {
      error: `profileField must be one of ${DEALER_PROFILE_FIELDS.join(', ')}.`,
    })
    .optional(),
});

export type PConfig = z.output<typeof pConfigSchema>;
