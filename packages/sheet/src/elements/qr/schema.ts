import { z } from 'zod';
import { commonConfigShape } from '../../model/style.ts';
import { DEALER_PROFILE_FIELDS } from '../../variants/dealerProfileFields.ts';

/**
 * The longest content a QR code takes, in characters: 500 characters are at most 2,000 bytes
 * of UTF-8, which every QR version 40 at error correction M holds (2,331 bytes), and a code
 * that dense is still scanned at a few centimetres.
 */
export const QR_CONTENT_MAX = 500;

/** The quiet zone's largest width, in modules (ISO/IEC 18004 asks for 4). */
export const QR_QUIET_ZONE_MAX = 10;

/** Config of a QR code element (type `qr`). */
export const qrConfigSchema = z.object({
  ...commonConfigShape,
  /** What the code holds: a URL or any text; an empty code shows a placeholder in the designer. */
  content: z
    .string()
    .max(QR_CONTENT_MAX, { error: `Must have at most ${QR_CONTENT_MAX} characters` })
    .default(''),
  /** A dealer profile field whose value replaces the content for each dealer (their website). */
  profileField: z
    .enum(DEALER_PROFILE_FIELDS, {
      error: `profileField must be one of ${DEALER_PROFILE_FIELDS.join(', ')}.`,
    })
    .optional(),
  /** The light margin around the code, in modules. */
  quietZone: z.number().int().min(0).max(QR_QUIET_ZONE_MAX).default(4),
});

export type QrConfig = z.output<typeof qrConfigSchema>;
