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

/** A BCP 47 language tag such as `de`, `cs` or `de-AT`. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8})*$/;
