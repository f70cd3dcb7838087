import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, localizePath } from '../i18n/languagePath';

/**
 * Builds app paths under the current language prefix: on `/de/...`, `to('/login')` is
 * `/de/login`; on an unprefixed page it stays `/login`.
 */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const code = languageFromPath(pathname);
  return useCallback((path: string) => localizePath(path, code), [code]);
}
