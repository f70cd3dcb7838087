/** The language a region's copies are written in (BCP 47), for a file's target language. */
const REGION_LANGUAGES: Readonly<Record<string, string>> = {
  at: 'de-AT',
  'cy-en': 'en-CY',
  cz: 'cs',
  bg: 'bg',
  gr: 'el',
  hr: 'hr',
  hu: 'hu',
  mt: 'mt',
  pl: 'pl',
  ro: 'ro',
  si: 'sl',
  sk: 'sk',
};

/** "und" (undetermined) for a region without a language of its own, such as "none". */
export function regionLanguage(region: string): string {
  return REGION_LANGUAGES[region] ?? 'und';
}

/** A BCP 47 language tag such as `de`, `cs` or `de-AT`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;
