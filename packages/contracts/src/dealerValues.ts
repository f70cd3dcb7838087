// A dealer's values: the shape of one value, its caps and the messages a request body is
// checked against. The engine (`@pms/sheet`, model/dealerValue.ts) re-exports them, so the
// server's validation, the answers and the layout read one declaration.
import { z } from 'zod';
import { ownRecordsQuery, versionField } from './common.ts';

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

/** Dealer values keyed by element name, as a request body sends and an answer carries them. */
export const dealerValuesSchema = z
  .record(
    z.string().max(200, { error: 'An element name is at most 200 characters.' }),
    dealerValueSchema,
  )
  .refine((values) => Object.keys(values).length <= DEALER_VALUES_CAP, {
    error: `dealerValues may fill at most ${formatCount(DEALER_VALUES_CAP)} fields.`,
  });

/** The most pages and variant groups a saved selection may name (a sheet has far fewer). */
const MAX_SELECTION_ENTRIES = 200;

const SELECTION_ERROR =
  'selection maps page numbers to the chosen variant of each group, such as {"0": {"1": 4}}.';

/** The variants the dealer chose, per page (group ids are numbered per page). */
export const variantSelectionSchema = z
  .record(
    z.string().regex(/^\d{1,4}$/, { error: SELECTION_ERROR }),
    z.record(z.string().regex(/^\d{1,9}$/, { error: SELECTION_ERROR }), z.number().int().min(0), {
      error: SELECTION_ERROR,
    }),
    { error: SELECTION_ERROR },
  )
  .refine((pages) => Object.keys(pages).length <= MAX_SELECTION_ENTRIES, {
    error: `selection names at most ${MAX_SELECTION_ENTRIES} pages.`,
  })
  .refine(
    (pages) =>
      Object.values(pages).every((groups) => Object.keys(groups).length <= MAX_SELECTION_ENTRIES),
    { error: `selection names at most ${MAX_SELECTION_ENTRIES} groups per page.` },
  );

/** GET …/dealer_values: whose values (admins may read any user's); the asker's by default. */
export const dealerValuesReadQuery = ownRecordsQuery.pick({ user: true });

/** PUT …/dealer_values: the values, the variant selection and the version last read. */
export const dealerValuesSaveBody = z.object({
  values: dealerValuesSchema,
  selection: variantSelectionSchema.default({}),
  version: versionField,
});

// The types the engine, the server and clients read.
export type DealerValueInput = z.output<typeof dealerValueSchema>;
export type VariantSelectionInput = z.output<typeof variantSelectionSchema>;
