import { z } from 'zod';
import { commonConfigShape, imageSourceSchema } from '../../model/style.ts';

/** Config of an image element (type `img`). */
export const imgConfigSchema = z.object({
  ...commonConfigShape,
  /** The image from the media library; null until one is chosen. */
  src: imageSourceSchema.nullable(),
});

export type ImgConfig = z.output<typeof imgConfigSchema>;
