/**
 * The regions of SPEC.md section 9, lowercase; a user's region is the first `REGION_{CODE}`
 * role. One list for the server's checks and the web app's forms (`@pms/contracts/regions`, a
 * dependency-free entry so the web app pulls in nothing else).
 */
export const REGIONS = [
  'none',
  'at',
  'cy-en',
  'cz',
  'bg',
  'gr',
  'hr',
  'hu',
  'mt',
  'pl',
  'ro',
  'si',
  'sk',
] as const;

export type Region = (typeof REGIONS)[number];

/**
 * The language a region's copies are written in (BCP 47): what their text is hyphenated in.
 * Masters (no region, or `none`) are English, as the interface's default language is; Cyprus
 * writes its copies in English, Malta in Maltese (for which no patterns exist: soft hyphens
 * only).
 */
const REGION_LANGUAGES: Readonly<Record<Region, string>> = {
  none: 'en',
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

/** The language of a sheet's text: its region's for a regional copy, English for a master. */
export function sheetLanguage(region: string | null | undefined): string {
  return REGION_LANGUAGES[(region ?? 'none') as Region] ?? 'en';
}
