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

/** Sets a site-wide cookie; a max age of 0 deletes it. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // Secure is optional in the spec; set it whenever the page itself is served over https.
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari and in jsdom; this is the one place that writes cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
}

/** Remembers the language code for 365 days on the whole site. */
export function writeLanguageCookie(code: string): void {
  writeCookie(languageCookieName, code, oneYearInSeconds);
}
