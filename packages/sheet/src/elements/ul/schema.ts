import { z } from 'zod';
import { commonConfigShape } from '../../model/style.ts';
import { elementFamilySchema } from '../fontFamily.ts';
import { textLanguageSchema } from '../textLanguage.ts';

/** Config of a list element (type `ul`). */
export const ulConfigSchema = z.object({
  ...commonConfigShape,
  /** One entry per bullet line, each inline rich text. */
  items: z.array(z.string()),
  /** Size of text and bullets: small, medium or large. */
  listSize: z.enum(['s', 'm', 'l']).default('m'),
  /** The family its text is set in; unset means the sheet's (its ci's brand family). */
  fontFamily: elementFamilySchema,
  /** The language its text is written in (BCP 47); unset means its sheet's (see textLanguage). */
  language: textLanguageSchema,
  /** Hyphenate words by the patterns of the text's language; unset means on. */
  hyphenate: z.boolean().optional(),
  /** Rebreak a paragraph whose last line would hold one short word; unset means on. */
  avoidRunts: z.boolean().optional(),
});

export type UlConfig = z.output<typeof ulConfigSchema>;
