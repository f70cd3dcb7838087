import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { localizePath } from '../i18n/languagePath';
import { type LanguageCode, languageByCode, languages } from '../i18n/languages';

/**
 * Language codes people type that are not the product's prefix: the BCP 47 tags of Czech,
 * Greek and Slovenian (the product writes cz, gr and si, SPEC section 1) and `en`, English
 * living at the unprefixed paths.
 */
const ALIASES: ReadonlyMap<string, LanguageCode> = new Map(
  languages
    .filter((language) => language.iso !== language.code || language.code === 'en')
    .map((language) => [language.iso, language.code]),
);

/**
 * Where an address under an alias belongs: `/cs/users?x=1#top` -> `/cz/users?x=1#top`,
 * `/en/login` -> `/login`; null for an address that starts with no alias.
 */
export function aliasTarget(pathname: string, search = '', hash = ''): string | null {
  const [, first = '', ...rest] = pathname.split('/');
  const code = ALIASES.get(first.toLowerCase());
  if (!code) return null;
  return `${localizePath(`/${rest.join('/')}`, code)}${search}${hash}`;
}

function AliasRedirect() {
  const { pathname, search, hash } = useLocation();
  const { i18n } = useTranslation();
  const code = ALIASES.get((pathname.split('/')[1] ?? '').toLowerCase());
  // An unprefixed address keeps the language chosen before: `/en` must choose English itself.
  useEffect(() => {
    const iso = code ? languageByCode(code)?.iso : undefined;
    if (iso && i18n.resolvedLanguage !== iso) void i18n.changeLanguage(iso);
  }, [code, i18n]);
  return <Navigate replace to={aliasTarget(pathname, search, hash) ?? '/'} />;
}

/** A route per alias, in front of the 404: it redirects to the language's own address. */
export const aliasRoutes: RouteObject[] = [...ALIASES.keys()].map((alias) => ({
  path: `${alias}/*`,
  Component: AliasRedirect,
}));
