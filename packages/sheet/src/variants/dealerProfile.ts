// A dealer's profile fills the text elements a designer bound to one of its fields, so every
// dealer's sheet carries their own name, address and hours without typing them again.
import { z } from 'zod';
import type { Element } from '../model/element.ts';
import { closeTags, escapeHtml, openTag } from '../richtext/sanitize.ts';
import { type Mark, tokenizeRichText } from '../richtext/tokenize.ts';

/** The fields of a dealer profile a text element can be bound to. */
export const DEALER_PROFILE_FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'website',
  'openingHours',
] as const;

export type DealerProfileField = (typeof DEALER_PROFILE_FIELDS)[number];

/** The longest a profile field may be; an address or opening hours run to a few lines. */
export const DEALER_PROFILE_FIELD_MAX = 500;

/** A dealer's details per dealer number; plain text, lines separated by line breaks. */
export const dealerProfileSchema = z.object(
  Object.fromEntries(
    DEALER_PROFILE_FIELDS.map((field) => [
      field,
      z
        .string({ error: `${field} must be text.` })
        .max(DEALER_PROFILE_FIELD_MAX, {
          error: `${field} may be at most ${DEALER_PROFILE_FIELD_MAX} characters long.`,
        })
        .default(''),
    ]),
  ) as Record<DealerProfileField, z.ZodDefault<z.ZodString>>,
);

export type DealerProfile = z.output<typeof dealerProfileSchema>;

/**
 * Plain profile text as the sheet's rich text: one paragraph, its lines kept as breaks, in the
 * formatting (`marks`) the designer gave the placeholder, so a bold "Your dealer" prints the
 * dealer's name in bold.
 */
export function profileRichText(value: string, marks: readonly Mark[] = []): string {
  const lines = value
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => escapeHtml(line.trim()));
  return `<p>${marks.map(openTag).join('')}${lines.join('<br>')}${closeTags(marks)}</p>`;
}

/** The marks around the first words of a text: the placeholder's formatting. */
function leadingMarks(html: string): readonly Mark[] {
  const first = tokenizeRichText(html)
    .blocks.flat()
    .find((segment) => segment.kind === 'text' && segment.text.trim() !== '');
  return first?.marks ?? [];
}

/**
 * The elements with bound texts filled from the profile. An element bound to a field the
 * profile leaves empty keeps the designer's own text (a placeholder such as "Opening hours"),
 * so a sheet without a profile still reads as designed. Dealer values apply after this, so a
 * dealer can still change a bound text where the element is open to dealers.
 */
export function applyDealerProfile(
  elements: readonly Element[],
  profile: DealerProfile | null | undefined,
): Element[] {
  if (!profile) return [...elements];
  return elements.map((element) => {
    if (element.type !== 'p' || element.config.profileField === undefined) return element;
    const value = profile[element.config.profileField].trim();
    if (value === '') return element;
    const text = profileRichText(value, leadingMarks(element.config.text));
    return { ...element, config: { ...element.config, text } };
  });
}
