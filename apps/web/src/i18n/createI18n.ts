import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { cookieDetector, detectionOrder, pathDetector } from './detection';
import { defaultLanguage, languages } from './languages';
import { resources } from './resources';

/**
 * A ready i18next instance for the app. Each call makes a fresh instance so tests do not share
 * language state. All messages are bundled, so initialisation is synchronous.
 */
export function createI18n(): i18n {
  const detector = new LanguageDetector();
  detector.addDetector(pathDetector);
  detector.addDetector(cookieDetector);

  const instance = i18next.createInstance();
  instance.use(detector).use(initReactI18next);
  // Keep <html lang> on the real iso tag for screen readers, hyphenation and spell checking.
  instance.on('languageChanged', (iso) => {
    document.documentElement.lang = iso;
  });
  void instance.init({
    resources,
    supportedLngs: languages.map((language) => language.iso),
    fallbackLng: defaultLanguage.iso,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    detection: {
      order: detectionOrder,
      caches: [cookieDetector.name],
      // Browsers say `pl-PL`; our languages have no regional variants, so `pl` is the language.
      convertDetectedLanguage: (tag) => tag.split('-')[0] ?? tag,
    },
  });
  return instance;
}
