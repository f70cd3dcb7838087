import type { CustomDetector } from 'i18next-browser-languagedetector';
import { languageCookieName, readCookie, writeLanguageCookie } from './cookie';
import { languageFromPath } from './languagePath';
import { languageByCode, languageByIso } from './languages';

/**
 * Detection order of SPEC section 2: path prefix, then the `lang` cookie, then the browser.
 * The custom detectors translate the product codes (`cz`) into the iso tags i18next works with;
 * the library's own navigator detector already answers iso tags.
 */
export const detectionOrder = ['pmsPath', 'pmsCookie', 'navigator'];

/** Reads the URL prefix. An unprefixed path says nothing, so the cookie decides. */
export const pathDetector: CustomDetector = {
  name: 'pmsPath',
  lookup: () => {
    const code = languageFromPath(window.location.pathname);
    return code ? languageByCode(code)?.iso : undefined;
  },
};

/** Reads and writes the `lang` cookie, which holds the product code like the URL does. */
export const cookieDetector: CustomDetector = {
  name: 'pmsCookie',
  lookup: () => languageByCode(readCookie(document.cookie, languageCookieName) ?? '')?.iso,
  cacheUserLanguage: (iso) => writeLanguageCookie(languageByIso(iso).code),
};
