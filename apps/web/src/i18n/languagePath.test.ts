import { describe, expect, it } from 'vitest';
import { languageFromPath, localizePath, stripLanguagePrefix } from './languagePath';

describe('language prefixes in paths', () => {
  it('reads only real prefixes', () => {
    expect(languageFromPath('/de/login')).toBe('de');
    expect(languageFromPath('/si')).toBe('si');
    expect(languageFromPath('/login')).toBeNull();
    expect(languageFromPath('/en/login')).toBeNull(); // English lives at the bare paths
    expect(languageFromPath('/designs')).toBeNull();
  });

  it('strips and adds prefixes', () => {
    expect(stripLanguagePrefix('/de/edit/3')).toBe('/edit/3');
    expect(stripLanguagePrefix('/de')).toBe('/');
    expect(stripLanguagePrefix('/users')).toBe('/users');
    expect(localizePath('/login', 'gr')).toBe('/gr/login');
    expect(localizePath('/', 'gr')).toBe('/gr');
    expect(localizePath('/login', 'en')).toBe('/login');
    expect(localizePath('support', null)).toBe('/support');
  });
});
