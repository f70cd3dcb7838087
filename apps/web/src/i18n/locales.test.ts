import { describe, expect, it } from 'vitest';
import { languages } from './languages';

const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

/** `{ a: { b: 'x' } }` -> [['a.b', 'x']] */
function flatten(messages: Record<string, unknown>, prefix = ''): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? flatten(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

const byCode = Object.fromEntries(
  Object.entries(files).map(([path, messages]) => [
    path.replace('./locales/', '').replace('.json', ''),
    flatten(messages),
  ]),
);
const english = byCode.en ?? [];
const englishKeys = english.map(([key]) => key).sort();

describe('locale files', () => {
  it('exist for exactly the 11 interface languages', () => {
    expect(Object.keys(byCode).sort()).toEqual(languages.map((l) => l.code).sort());
  });

  it.each(languages.map((l) => l.code))('%s has exactly the keys of en.json', (code) => {
    const keys = (byCode[code] ?? []).map(([key]) => key).sort();
    expect(keys).toEqual(englishKeys);
  });

  it.each(languages.map((l) => l.code))('%s has no empty values', (code) => {
    for (const [key, value] of byCode[code] ?? []) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
    }
  });

  it.each(languages.map((l) => l.code))('%s keeps every {{placeholder}} of English', (code) => {
    const messages = new Map(byCode[code]);
    for (const [key, value] of english) {
      const placeholders = String(value).match(/\{\{\w+\}\}/g) ?? [];
      for (const placeholder of placeholders) {
        expect(String(messages.get(key)), key).toContain(placeholder);
      }
    }
  });

  it('uses the texts of SPEC.md word for word in English', () => {
    const messages = new Map(english);
    expect(messages.get('app.title')).toBe('Print- and Mediaservice');
    expect(messages.get('auth.loginError')).toBe(
      'Error logging in, please try again or contact support.',
    );
    expect(messages.get('auth.loginSuccess')).toBe('Successfully logged in.');
    expect(messages.get('auth.logoutSuccess')).toBe('Successfully logged out.');
    expect(messages.get('errors.notFoundTitle')).toBe('Page not found - 404');
    expect(messages.get('errors.notFoundText')).toBe('The request URL was not found');
    expect(messages.get('errors.errorTitle')).toBe('An error occurred.');
    expect(messages.get('errors.errorText')).toBe(
      'Please go back and try again. If the error keeps occurring, please contact support.',
    );
    expect(messages.get('errors.loadFailed')).toBe('Error loading data. Try logging in again.');
    expect(messages.get('password.tooShort')).toBe(
      'The Password has to be at least 3 characters long.',
    );
    expect(messages.get('password.mismatch')).toBe('The passwords do not match.');
    expect(messages.get('password.changed')).toBe('Password successfully changed.');
    expect(messages.get('password.wrong')).toBe(
      'Wrong password, please try again or contact support.',
    );
    expect(messages.get('auth.passwordChangeRecommended')).toBe(
      'It is recommended to change your password to something more secure.',
    );
    expect(messages.get('shell.loadingAllData')).toBe('Loading all data:');
    expect(messages.get('pages.createSheet')).toBe('Create new Document');
    expect(messages.get('pages.users')).toBe('User Management');
  });

  // SPEC.md names the product; a name is not translated, in the title or in running text.
  it.each(languages.map((l) => l.code))(
    '%s keeps the product name "Print- and Mediaservice"',
    (code) => {
      const messages = new Map(byCode[code]);
      expect(messages.get('app.title')).toBe('Print- and Mediaservice');
      expect(String(messages.get('privacy.intro'))).toContain('Print- and Mediaservice');
    },
  );

  it.each(languages.map((l) => l.code).filter((code) => code !== 'en'))(
    '%s really translates the shell (not a copy of English)',
    (code) => {
      const messages = new Map(byCode[code]);
      for (const key of ['password.tooShort', 'password.mismatch', 'shell.loadingAllData']) {
        expect(messages.get(key), key).not.toBe(new Map(english).get(key));
      }
    },
  );
});
