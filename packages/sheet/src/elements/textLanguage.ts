import { z } from 'zod';
import { DEFAULT_TEXT_LANGUAGE, type LayoutContext } from '../layout/element.ts';

// A BCP 47 language tag as text carries it: `en`, `cs`, `de-AT` (primary subtag, optional region).
const LANGUAGE_TAG = /^[a-z]{2,3}(-[A-Z]{2})?$/;

/**
 * The language a text element's text is written in (BCP 47, e.g. `cs`); it picks the hyphenation
 * patterns and the non-breaking rules. Unset means the language it was given by its sheet: a
 * master's English, a regional copy's region's language for the texts it translated.
 */
export const textLanguageSchema = z
  .string()
  .regex(LANGUAGE_TAG, { error: 'language must be a language tag such as "en", "cs" or "de-AT".' })
  .optional();

/** The language an element's text is set in: its own, else its sheet's, else English. */
export function textLanguage(
  language: string | undefined,
  ctx: Pick<LayoutContext, 'language'>,
): string {
  return language ?? ctx.language ?? DEFAULT_TEXT_LANGUAGE;
}

/**
 * The languages these elements' texts are set in, `fallback` (the sheet's) first: what a
 * renderer loads hyphenation patterns for before it lays them out.
 */
export function textLanguagesOf(
  elements: readonly { config: object }[],
  fallback: string,
): string[] {
  const languages = new Set([fallback]);
  for (const { config } of elements) {
    if ('language' in config && typeof config.language === 'string') languages.add(config.language);
  }
  return [...languages];
}
