import { defaultLanguage, type LanguageCode, prefixCodes } from './languages';

/** The language prefix of a path (`/de/login` -> `de`), or null for an unprefixed path. */
export function languageFromPath(pathname: string): LanguageCode | null {
  const first = pathname.split('/')[1] ?? '';
  return prefixCodes.find((code) => code === first) ?? null;
}

/** The path without its language prefix (`/de/login` -> `/login`, `/de` -> `/`). */
export function stripLanguagePrefix(pathname: string): string {
  const code = languageFromPath(pathname);
  if (!code) return pathname;
  const rest = pathname.slice(code.length + 1);
  return rest === '' ? '/' : rest;
}

/**
 * Puts an app path (`/login`) under a language (`/de/login`). English and null mean no prefix,
 * because English is the default and lives at the bare paths.
 */
export function localizePath(path: string, code: LanguageCode | null): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (!code || code === defaultLanguage.code) return bare;
  return bare === '/' ? `/${code}` : `/${code}${bare}`;
}
