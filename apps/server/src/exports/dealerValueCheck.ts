import { allPages, applyDealerValues, type DealerValues, type SheetData } from '@pms/sheet';
import { badRequest } from '../http/httpError.ts';

/**
 * Brand safety, enforced here and not in the client: a dealer value may only fill an element
 * the designer marked editable for dealers, and only its content. Anything else is refused
 * with a message that names it, and nothing is exported.
 */
export function assertDealerValuesAllowed(data: SheetData, values: DealerValues) {
  const names = Object.keys(values);
  if (names.length === 0) return;
  const elements = allPages(data).flatMap((page) => page.elements);
  const { ignored, tooLong } = applyDealerValues(elements, values);
  const known = new Set(elements.map((element) => element.config.name));
  const unknown = names.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw badRequest(`This sheet has no element named ${unknown.map((n) => `'${n}'`).join(', ')}.`);
  }
  if (tooLong.length > 0) throw badRequest(tooLong.map((problem) => problem.message).join(' '));
  if (ignored.length > 0) {
    throw badRequest(
      `Dealers cannot change ${ignored.map((n) => `'${n}'`).join(', ')} on this sheet: only the fields marked editable for dealers can be filled in.`,
    );
  }
}

/** Image URLs the dealer values bring in, so they are loaded with the sheet's own. */
export function dealerImageSources(values: DealerValues): string[] {
  return Object.values(values).flatMap((value) => (value.src ? [value.src.contentUrl] : []));
}
