import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languageFromPath, localizePath, stripLanguagePrefix } from './languagePath';
import { type LanguageCode, languageByCode } from './languages';

/**
 * Follows the URL: a language prefix sets the language (and through the detector's cache, the
 * cookie). An unprefixed path keeps the language detection chose (cookie, then browser).
 * Also keeps the document title in the current language.
 */
export function useLanguageFromPath(): void {
  const { pathname } = useLocation();
  const { i18n, t } = useTranslation();
  const code = languageFromPath(pathname);

  useEffect(() => {
    const iso = code ? languageByCode(code)?.iso : undefined;
    if (iso && i18n.resolvedLanguage !== iso) void i18n.changeLanguage(iso);
  }, [code, i18n]);

  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Switches language and stays on the page: rewrites the prefix, keeps query and hash. */
export function useSwitchLanguage(): (code: LanguageCode) => Promise<void> {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  return useCallback(
    async (code) => {
      const language = languageByCode(code);
      if (!language) return;
      const target = localizePath(stripLanguagePrefix(pathname), code);
      // Unprefixed pages can show any language (from the cookie); then only the language changes.
      if (target !== pathname) await navigate(`${target}${search}${hash}`);
      // English has no prefix, so the path alone cannot carry this choice; the cookie does.
      await i18n.changeLanguage(language.iso);
    },
    [pathname, search, hash, navigate, i18n],
  );
}
