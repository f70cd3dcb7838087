// The refusal of an export whose text has characters no font of the fallback chain can set
// (docs/print.md): they would print as empty boxes. Every format and every user is refused,
// a dealer for their own field, an admin for the sheet's text, with the field and the
// characters named, so the one who typed them can take them out.
import { dealerFieldLabel, missingCharacters, type PageLayout } from '@pms/sheet';
import { badRequest } from '../http/httpError.ts';

/** The most characters one field's message lists; more only make it longer. */
const LISTED = 20;

/**
 * Throws a 400 naming each field (its dealer label, or its readable name) whose laid-out text
 * has characters no font has, and those characters, in the order they appear.
 */
export function assertEveryCharacterSet(layouts: readonly PageLayout[]): void {
  const messages: string[] = [];
  const named = new Set<number>();
  for (const layout of layouts) {
    for (const summary of layout.elements) {
      const missing = missingCharacters(layout.page.items.slice(...summary.itemRange));
      // A field on several pages is named once.
      if (missing.length === 0 || named.has(summary.element.id)) continue;
      named.add(summary.element.id);
      const characters = missing
        .slice(0, LISTED)
        .map((codePoint) => String.fromCodePoint(codePoint))
        .join(' ');
      messages.push(
        `The text for '${dealerFieldLabel(summary.element.config)}' contains characters that no font can print: ${characters}. Remove or replace them to export.`,
      );
    }
  }
  if (messages.length > 0) throw badRequest(messages.join(' '));
}
