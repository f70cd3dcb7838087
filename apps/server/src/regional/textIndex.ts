import type { SheetData } from '@pms/sheet';
import { translatableTexts } from '../translations/nameTexts.ts';

/**
 * A sheet's translatable texts by their key (element name, ` #n` line, ` @ids` entry), and its
 * names (variant groups, variants, dealer labels: see nameSlots), which a copy translates too.
 */
export function textIndex(data: SheetData): Map<string, string> {
  return translatableTexts(data);
}

/**
 * Whether the copy's text at `key` is its own translation: it differs from the master's text
 * at the copy's base version. Without that version (a copy older than the record of it), or
 * for a key the base did not have, the current master's text stands in, so a text the copy
 * changed is never taken for an untranslated one.
 */
export function isTranslated(
  key: string,
  copyText: string,
  base: Map<string, string> | null,
  master: Map<string, string>,
): boolean {
  const reference = base?.get(key) ?? master.get(key);
  return reference === undefined || reference !== copyText;
}
