import { type LanguageCode, languages } from './languages';
import bg from './locales/bg.json';
import cz from './locales/cz.json';
import de from './locales/de.json';
import en from './locales/en.json';
import gr from './locales/gr.json';
import hr from './locales/hr.json';
import hu from './locales/hu.json';
import pl from './locales/pl.json';
import ro from './locales/ro.json';
import si from './locales/si.json';
import sk from './locales/sk.json';

/** English is the source of truth for the keys; every other file must match it exactly. */
export type Messages = typeof en;

/** Messages per product code; typed against English so a missing key does not compile. */
export const messagesByCode: Record<LanguageCode, Messages> = {
  en,
  de,
  bg,
  cz,
  gr,
  hr,
  hu,
  pl,
  ro,
  si,
  sk,
};

/** i18next resources, keyed by iso tag (i18next works with the real language tags). */
export const resources = Object.fromEntries(
  languages.map((language) => [language.iso, { translation: messagesByCode[language.code] }]),
);
