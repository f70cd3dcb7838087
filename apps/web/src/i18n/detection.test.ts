import { describe, expect, it, vi } from 'vitest';
import { cookieAttributes, readCookie, writeCookie } from './cookie';
import { createI18n } from './createI18n';

function browserLanguages(...tags: string[]) {
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(tags);
}

function visit(path: string) {
  window.history.replaceState(null, '', path);
}

describe('language detection', () => {
  it('takes the path prefix first, and maps product codes to iso tags', () => {
    writeCookie('lang', 'de', 60);
    browserLanguages('hu-HU');
    visit('/cz/login');
    const i18n = createI18n();
    expect(i18n.language).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('login.password')).toBe('Heslo');
  });

  it('takes the cookie when the path has no prefix', () => {
    writeCookie('lang', 'gr', 60);
    browserLanguages('hu-HU');
    visit('/login');
    expect(createI18n().language).toBe('el');
  });

  it('ignores a first path segment that is not a language', () => {
    browserLanguages('pl-PL', 'en');
    visit('/users');
    expect(createI18n().language).toBe('pl');
  });

  it('ignores an unknown cookie value and falls back to the browser', () => {
    writeCookie('lang', 'xx', 60);
    browserLanguages('sl-SI');
    visit('/');
    expect(createI18n().language).toBe('sl');
  });

  it('falls back to English for a browser language it does not offer', () => {
    browserLanguages('ja-JP');
    visit('/');
    expect(createI18n().language).toBe('en');
  });

  it('remembers a language change in the lang cookie as the product code', async () => {
    browserLanguages('en-US');
    visit('/');
    const i18n = createI18n();
    await i18n.changeLanguage('sl');
    expect(readCookie(document.cookie, 'lang')).toBe('si');
    expect(document.documentElement.lang).toBe('sl');
  });

  it('writes the cookie for 365 days on the whole site with SameSite=Lax', async () => {
    const setCookie = vi.spyOn(document, 'cookie', 'set');
    browserLanguages('en-US');
    visit('/');
    await createI18n().changeLanguage('de');
    expect(setCookie).toHaveBeenCalledWith('lang=de; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('uses SameSite=None with Secure when cross-origin, and Secure when configured', () => {
    const base = { https: false, crossOrigin: false, secureConfigured: false };
    expect(cookieAttributes(base)).toBe('; SameSite=Lax');
    expect(cookieAttributes({ ...base, https: true })).toBe('; SameSite=Lax; Secure');
    expect(cookieAttributes({ ...base, secureConfigured: true })).toBe('; SameSite=Lax; Secure');
    expect(cookieAttributes({ ...base, crossOrigin: true })).toBe('; SameSite=None; Secure');
  });
});
