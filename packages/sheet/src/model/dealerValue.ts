// The shape of a dealer's value and the caps its request body is checked against. It lives in
// model/, importing nothing from elements/ or variants/: the element definitions name its
// fields, and variants/ applies it through them, so a home in either closed an import cycle.
import { z } from 'zod';

/** The most characters of text any one dealer field takes, however large its box. */
export const DEALER_TEXT_CAP = 10_000;
/** Rich text may carry markup (sizes, colours) around its characters, up to this factor. */
export const DEALER_MARKUP_FACTOR = 4;
/** The longest rich text, markup included, any value may send; checked before parsing. */
export const DEALER_RAW_TEXT_CAP = DEALER_TEXT_CAP * DEALER_MARKUP_FACTOR;
/** The most lines a dealer may put into a list. */
export const DEALER_LIST_ITEMS_CAP = 100;
/** More fields than any sheet has: element names are unique, and a sheet has far fewer. */
export const DEALER_VALUES_CAP = 1_000;

/**
 * A whole count as en-US writes it (40,000). Not Intl: the first NumberFormat a page makes
 * costs it about 15 ms of loading locale data, and this module is evaluated with the
 * designer's engine on every opening, while messages with counts are rare.
 */
export function formatCount(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const TOO_LONG = `A dealer's text may be at most ${formatCount(DEALER_RAW_TEXT_CAP)} characters long.`;
const TOO_MANY_LINES = `A dealer's list may have at most ${DEALER_LIST_ITEMS_CAP} lines.`;

/**
 * A dealer's content for one element: text (a text's rich text, a QR code's payload), items
 * for a list, src for an image; each type's `dealerContent` names the one it takes.
 */
export const dealerValueSchema = z.strictObject({
  /** Rich text of a text element, or the content of a QR code; sanitized before use. */
  text: z.string().max(DEALER_RAW_TEXT_CAP, { error: TOO_LONG }).optional(),
  /** Rich-text items of a list element; each sanitized before use. */
  items: z
    .array(z.string().max(DEALER_RAW_TEXT_CAP, { error: TOO_LONG }))
    .max(DEALER_LIST_ITEMS_CAP, { error: TOO_MANY_LINES })
    .optional(),
  /** An image of the media library for an image element. */
  src: z
    .object({ contentUrl: z.string().max(2_000, { error: 'src.contentUrl is too long.' }) })
    .optional(),
});

/** Dealer values keyed by element name, as a request body to validate on the server. */
export const dealerValuesSchema = z
  .record(
    z.string().max(200, { error: 'An element name is at most 200 characters.' }),
    dealerValueSchema,
  )
  .refine((values) => Object.keys(values).length <= DEALER_VALUES_CAP, {
    error: `dealerValues may fill at most ${formatCount(DEALER_VALUES_CAP)} fields.`,
  });

/** A dealer's content for one element. */
export type DealerValue = z.output<typeof dealerValueSchema>;

/** Dealer values keyed by element name (names are unique across a sheet). */
export type DealerValues = Readonly<Record<string, DealerValue>>;

/** The field of a dealer value: text, items or src. */
export type DealerField = keyof DealerValue;

/** The fields of a dealer value, in the order refusals name them. */
export const DEALER_FIELDS: readonly DealerField[] = ['text', 'items', 'src'];
