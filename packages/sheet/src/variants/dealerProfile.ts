// A dealer's profile fills the elements a designer bound to one of its fields, so every
// dealer's sheet carries their own name, address, hours and website without typing them again.
import { definitionOf } from '../elements/registry.ts';
import type { Element } from '../model/element.ts';
import type { DealerProfile } from './dealerProfileFields.ts';

export { profileRichText } from '../richtext/profileText.ts';
export {
  DEALER_PROFILE_FIELD_MAX,
  DEALER_PROFILE_FIELDS,
  type DealerProfile,
  type DealerProfileField,
  dealerProfileSchema,
} from './dealerProfileFields.ts';

/**
 * The elements with bound fields filled from the profile, as each type's definition fills
 * them (a text element bound to the address, a QR code to the website). An element bound to a
 * field the profile leaves empty keeps the designer's own content (a placeholder such as
 * "Opening hours"), so a sheet without a profile still reads as designed. Dealer values apply
 * after this, so a dealer can still change a bound element where it is open to dealers.
 */
export function applyDealerProfile(
  elements: readonly Element[],
  profile: DealerProfile | null | undefined,
): Element[] {
  if (!profile) return [...elements];
  return elements.map((element) => definitionOf(element).fromDealerProfile(element, profile));
}
