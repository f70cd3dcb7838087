/** Name of the cookie that remembers the chosen language (SPEC section 9). */
export const languageCookieName = 'lang';

const oneYearInSeconds = 365 * 24 * 60 * 60;

/** Reads one cookie from a `document.cookie` style string. */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export interface CookieContext {
  /** The page is served over https. */
  https: boolean;
  /** The app runs on another site's page (a cross-origin frame) or is configured so. */
  crossOrigin: boolean;
  /** VITE_COOKIE_SECURE: Secure even on http, e.g. behind a TLS-terminating proxy. */
  secureConfigured: boolean;
}

/**
 * SameSite and Secure per SPEC section 9: Lax normally, None when cross-origin (browsers only
 * accept None together with Secure); Secure when configured or served over https.
 */
export function cookieAttributes({ https, crossOrigin, secureConfigured }: CookieContext): string {
  if (crossOrigin) return '; SameSite=None; Secure';
  return `; SameSite=Lax${https || secureConfigured ? '; Secure' : ''}`;
}

function inCrossOriginFrame(): boolean {
  if (window.top === window.self) return false;
  try {
    // Reading a foreign frame's origin throws; a same-origin parent answers.
    return window.top?.location.origin !== window.location.origin;
  } catch {
    return true;
  }
}

function browserCookieContext(): CookieContext {
  return {
    https: window.location.protocol === 'https:',
    crossOrigin: import.meta.env.VITE_COOKIE_CROSS_ORIGIN === 'true' || inCrossOriginFrame(),
    secureConfigured: import.meta.env.VITE_COOKIE_SECURE === 'true',
  };
}

/** Sets a site-wide cookie; a max age of 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const attributes = cookieAttributes(browserCookieContext());
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari and in jsdom; this is the one place that writes cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/${attributes}`;
}

/** Remembers the language code for 365 days on the whole site. */
export function writeLanguageCookie(code: string): void {
  writeCookie(languageCookieName, code, oneYearInSeconds);
}
