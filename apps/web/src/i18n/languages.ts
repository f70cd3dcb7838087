/** One interface language: `code` is the URL prefix and cookie value, `iso` the BCP 47 tag. */
export interface Language {
  readonly code: string;
  /** Used for `<html lang>`, Intl and i18next (so plural rules are the real ones). */
  readonly iso: string;
  /** The language's own name, shown in the language menu. */
  readonly name: string;
}

/** The 11 interface languages of SPEC section 1; cz, gr and si are the product's own codes. */
export const languages = [
  { code: 'en', iso: 'en', name: 'English' },
  { code: 'de', iso: 'de', name: 'Deutsch' },
  { code: 'bg', iso: 'bg', name: 'Български' },
  { code: 'cz', iso: 'cs', name: 'Čeština' },
  { code: 'gr', iso: 'el', name: 'Ελληνικά' },
  { code: 'hr', iso: 'hr', name: 'Hrvatski' },
  { code: 'hu', iso: 'hu', name: 'Magyar' },
  { code: 'pl', iso: 'pl', name: 'Polski' },
  { code: 'ro', iso: 'ro', name: 'Română' },
  { code: 'si', iso: 'sl', name: 'Slovenščina' },
  { code: 'sk', iso: 'sk', name: 'Slovenčina' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof languages)[number]['code'];
export type LanguageIso = (typeof languages)[number]['iso'];

/** English is the default and the only language without a URL prefix. */
export const defaultLanguage = languages[0];

/** Codes that appear as the first path segment. */
export const prefixCodes: readonly LanguageCode[] = languages
  .map((language) => language.code)
  .filter((code) => code !== defaultLanguage.code);

export function isLanguageCode(value: string): value is LanguageCode {
  return languages.some((language) => language.code === value);
}

/** The language for a product code (`cz`), or undefined for anything else. */
export function languageByCode(code: string): Language | undefined {
  return languages.find((language) => language.code === code);
}

/** The language for an i18next language (`cs`, also `cs-CZ`); falls back to English. */
export function languageByIso(iso: string): Language {
  const base = iso.toLowerCase().split('-')[0];
  return languages.find((language) => language.iso === base) ?? defaultLanguage;
}
