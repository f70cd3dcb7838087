import { z } from 'zod';
import { commonConfigShape } from '../../model/style.ts';

const efficiencyClass = z.enum(['A', 'B', 'C', 'D', 'E']);

/** The data printed on the EU tyre label (Regulation (EU) 2020/740). */
export const tyreSchema = z.object({
  /** C1 passenger car, C2 light truck, C3 truck tyres. */
  tyreClass: z.enum(['C1', 'C2', 'C3']),
  supplier: z.string(),
  typeIdentifier: z.string(),
  /** E.g. `225/45 R18 95Y`. */
  sizeDesignation: z.string(),
  fuelEfficiency: efficiencyClass,
  wetGrip: efficiencyClass,
  noiseClass: z.enum(['A', 'B', 'C']),
  /** External rolling noise in dB(A). */
  noiseDb: z.number().int().min(50).max(90),
  /** Three-peak mountain snowflake pictogram. */
  snowGrip: z.boolean(),
  iceGrip: z.boolean(),
  /** EPREL product page, encoded in the label's QR code. */
  eprelUrl: z.string(),
});

/** Config of a tyre label element (type `tyre_label`). */
export const tyreLabelConfigSchema = z.object({
  ...commonConfigShape,
  tyre: tyreSchema,
});

export type Tyre = z.output<typeof tyreSchema>;
export type TyreLabelConfig = z.output<typeof tyreLabelConfigSchema>;
