import { REGIONS, sheetLanguage } from '@pms/contracts/regions';
/**
 * The language a region's copies are written in (BCP 47), for a file's target language: the
 * engine's, which hyphenates by it; "und" (undetermined) for a region without a language of
 * its own, such as "none".
 */
export function regionLanguage(region: string): string {
  const known = (REGIONS as readonly string[]).includes(region) && region !== 'none';
  return known ? sheetLanguage(region) : 'und';
}

/** A BCP 47 language tag such as `de`, `cs` or `de-AT` (declared with the export's query). */
export { LANGUAGE_TAG } from '@pms/contracts';
