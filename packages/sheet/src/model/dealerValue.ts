// The shape of a dealer's value and the caps its request body is checked against live in the
// contracts (`@pms/contracts/dealerValues`, one declaration for the API and the engine); this
// module re-exports them for the engine. It imports nothing from elements/ or variants/: the
// element definitions name its fields, and variants/ applies it through them, so a home in
// either closed an import cycle.
import type { DealerValueInput } from '@pms/contracts/dealerValues';

export {
  DEALER_LIST_ITEMS_CAP,
  DEALER_MARKUP_FACTOR,
  DEALER_RAW_TEXT_CAP,
  DEALER_TEXT_CAP,
  DEALER_VALUES_CAP,
  dealerValueSchema,
  dealerValuesSchema,
  formatCount,
} from '@pms/contracts/dealerValues';

/** A dealer's content for one element. */
export type DealerValue = DealerValueInput;

/** Dealer values keyed by element name (names are unique across a sheet). */
export type DealerValues = Readonly<Record<string, DealerValue>>;

/** The field of a dealer value: text, items or src. */
export type DealerField = keyof DealerValue;

/** The fields of a dealer value, in the order refusals name them. */
export const DEALER_FIELDS: readonly DealerField[] = ['text', 'items', 'src'];
