import { z } from 'zod';
import { commonConfigShape, imageSourceSchema } from '../../model/style.ts';

/** Config of a logo element (type `logo`). */
export const logoConfigSchema = z.object({
  ...commonConfigShape,
  /** Fallback image; at render time the dealer's logo for the sheet's `ci` brand wins. */
  src: imageSourceSchema.nullable().optional(),
});

export type LogoConfig = z.output<typeof logoConfigSchema>;
