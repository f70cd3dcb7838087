import { z } from 'zod';
import { hydraList, item, versionField } from './common.ts';

// A brand's palette (issue 44 point 8): named colours as the brand manual gives them, in CMYK
// percent, optionally a spot ink (its name as the print PDF's Separation and the plate carry
// it) with the CMYK values as its alternate.

const CI_ERROR = 'ci must be a brand identifier in lowercase letters and digits, such as bmw.';
const NAME_ERROR =
  'Please enter a name for the colour, such as "BMW Blue" (at most 60 characters).';
const PERCENT_ERROR = 'Each of cyan, magenta, yellow and black must be a percentage from 0 to 100.';
const SPOT_ERROR =
  'The spot colour name may have at most 60 letters, digits, spaces and common signs (no quotation marks), such as "PANTONE 2945 C"; leave it empty for a process colour.';

const ci = z
  .string({ error: CI_ERROR })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9][a-z0-9_-]{0,49}$/, { error: CI_ERROR });

const percent = z
  .number({ error: PERCENT_ERROR })
  .min(0, { error: PERCENT_ERROR })
  .max(100, { error: PERCENT_ERROR })
  // Brand manuals give whole or half percentages; two decimals keep the stored form exact.
  .transform((value) => Math.round(value * 100) / 100);

/** A spot ink's name: printable ASCII without `"`, as PDF names and the stored form carry it. */
const spotName = z
  .string({ error: SPOT_ERROR })
  .trim()
  .max(60, { error: SPOT_ERROR })
  .regex(/^[ !#-~]*$/, { error: SPOT_ERROR })
  .nullable()
  .optional()
  .transform((value) => (value ? value : null));

const colorShape = {
  name: z
    .string({ error: NAME_ERROR })
    .trim()
    .min(1, { error: NAME_ERROR })
    .max(60, { error: NAME_ERROR }),
  cyan: percent,
  magenta: percent,
  yellow: percent,
  black: percent,
  spotName,
};

/** GET /api/palette_colors: every ci's colours, or one ci's. */
export const paletteQuery = z.object({ ci: ci.optional() });

/** POST /api/palette_colors: a new colour of a ci's palette. */
export const paletteColorBody = z.object({ ci, ...colorShape });

/** PUT /api/palette_colors/:id: the colour's new name and values, with the version loaded. */
export const paletteColorUpdate = z.object({ ...colorShape, version: versionField });

/** A palette colour as answered. */
export const PaletteColor = z.object({
  ...item('PaletteColor'),
  id: z.number().int(),
  ci: z.string(),
  name: z.string(),
  cyan: z.number(),
  magenta: z.number(),
  yellow: z.number(),
  black: z.number(),
  spotName: z.string().nullable(),
  /** What a sheet stores when this colour is chosen: `palette(ID <values>)`. */
  color: z.string(),
  version: z.number().int(),
});

export const PaletteColorCollection = hydraList(PaletteColor);

export type PaletteColorBody = z.input<typeof paletteColorBody>;
export type PaletteColorUpdate = z.input<typeof paletteColorUpdate>;
export type PaletteColor = z.infer<typeof PaletteColor>;
export type PaletteColorCollection = z.infer<typeof PaletteColorCollection>;
