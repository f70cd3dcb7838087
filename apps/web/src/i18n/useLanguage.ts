import { useTranslation } from 'react-i18next';
import { type Language, languageByIso } from './languages';

/** The current interface language as the product knows it (code for URLs, iso for Intl). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return languageByIso(i18n.resolvedLanguage ?? i18n.language);
}
