import { z } from 'zod';
import { commonConfigShape } from '../../model/style.ts';
import { elementFamilySchema } from '../fontFamily.ts';

/** Wheel features: star-marked tyre, run-flat (RSC), RDC sensors, snow chains. */
export const WHEEL_FEATURES = ['star', 'rsc', 'rdc', 'chains'] as const;

/** One icon line: the feature's pictogram followed by a text. */
export const iconLineSchema = z.object({
  feature: z.enum(WHEEL_FEATURES),
  /** Inline rich text beside the icon. */
  text: z.string(),
});

/** Config of an icons element (type `icons`). */
export const iconsConfigSchema = z.object({
  ...commonConfigShape,
  lines: z.array(iconLineSchema),
  /** The family its text is set in; unset means the sheet's (its ci's brand family). */
  fontFamily: elementFamilySchema,
});

export type WheelFeature = (typeof WHEEL_FEATURES)[number];
export type IconLine = z.output<typeof iconLineSchema>;
export type IconsConfig = z.output<typeof iconsConfigSchema>;
