import { z } from 'zod';
import { isCmykColor, storedColor } from './color.ts';

const COLOR_MESSAGE = 'Expected a colour like #rrggbb or cmyk(0, 81, 81, 30)';

/**
 * Text colour: `#rgb`, `#rrggbb` or a process colour (`device-cmyk(0 0.81 0.81 0.3)`, also
 * typed as `device-cmyk(0% 81% 81% 30%)` or `cmyk(0, 81, 81, 30)`); CMYK is stored in the
 * first form, the render tree's.
 */
export const colorSchema = z
  .string()
  .refine((value) => storedColor(value) !== undefined, { error: COLOR_MESSAGE })
  .overwrite((value) => storedColor(value) ?? value);

/** Background colour: `#rrggbb`, a process colour as for `colorSchema`, or `transparent`. */
export const backgroundColorSchema = z.union([
  z.literal('transparent'),
  z
    .string()
    .refine((value) => /^#[0-9a-fA-F]{6}$/.test(value) || isCmykColor(value), {
      error: COLOR_MESSAGE,
    })
    .overwrite((value) => storedColor(value) ?? value),
]);

const points = z.number().finite();
const padding = z.number().finite().min(0).default(0);

/** Box and appearance of an element. All lengths are PDF points (1/72 in); A4 is 595.28 x 841.89. */
export const styleSchema = z.object({
  /** Always absolute: elements sit at fixed positions on the page. */
  position: z.literal('absolute').default('absolute'),
  /** Distance of the box's left edge from the page's left edge. */
  left: points,
  /** Distance of the box's top edge from the page's top edge. */
  top: points,
  width: points.min(0),
  height: points.min(0),
  paddingTop: padding,
  paddingRight: padding,
  paddingBottom: padding,
  paddingLeft: padding,
  /** Text colour; unset means the brand's default. */
  color: colorSchema.optional(),
  backgroundColor: backgroundColorSchema.optional(),
  /** Horizontal alignment of text; justify sets every line but a paragraph's last flush. */
  textAlign: z.enum(['left', 'center', 'right', 'justify']).default('left'),
  /** Image anchor: with backgroundPositionY gives the 9 image positions. */
  backgroundPositionX: z.enum(['left', 'center', 'right']).optional(),
  backgroundPositionY: z.enum(['top', 'center', 'bottom']).optional(),
  /** How an image fills its box: cover crops, contain letterboxes. */
  backgroundSize: z.enum(['cover', 'contain']).optional(),
});

/** Box and appearance of an element, after defaults are applied. */
export type Style = z.output<typeof styleSchema>;

/** The fields every element config shares, to be extended per element type. */
export const commonConfigShape = {
  /** Unique across the whole sheet; import, export and translations match elements by it. */
  name: z.string().trim().min(1, { error: 'Must not be empty' }),
  /** Whether dealers may change this element ("editable for dealers"). */
  dealerEditable: z.boolean().default(false),
  /**
   * What dealers read above this field in their form, in the sheet's language; unset means a
   * readable form of `name` (see `dealerFieldLabel`). A regional copy translates it.
   */
  dealerLabel: z.string().trim().max(200, { error: 'At most 200 characters' }).optional(),
  /** Optional link target of the element. */
  url: z.string().optional(),
  style: styleSchema,
};

/** An image reference from the media library. */
export const imageSourceSchema = z.object({
  /** URL of the image file, e.g. `/media/abc.jpg`. */
  contentUrl: z.string(),
});
