import { describe, expect, it } from 'vitest';
import { createI18n } from './createI18n';
import { languages } from './languages';

const codes = languages.map((l) => l.code);
const isoOf = (code: string) => languages.find((l) => l.code === code)?.iso ?? code;

/** Every value of a locale file, with its key. */
const files = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  eager: true,
  import: 'default',
});
function values(messages: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? values(value as Record<string, unknown>, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)] as [string, string]],
  );
}

describe('words people find on the screen (issue 43)', () => {
  it.each(codes)(
    '%s: a missing setting names the designer button by its own label',
    async (code) => {
      const i18n = createI18n();
      await i18n.changeLanguage(isoOf(code));
      expect(i18n.resolvedLanguage).toBe(isoOf(code));
      const gear = i18n.t('editor.toolbar.settings');
      const message = i18n.t('editor.save.missing', {
        field: i18n.t('editor.fields.name'),
        settings: gear,
      });
      expect(message).toContain(`'${gear}'`);
      // The word comes from the button's label, so a translator cannot let them drift apart.
      expect(i18n.t('editor.save.missing', { field: 'x', settings: '§' })).toContain("'§'");
    },
  );

  it.each(codes)('%s: says "brand", not the jargon "ci"', (code) => {
    const messages = files[`./locales/${code}.json`] ?? {};
    // Polish "Ci" is a pronoun ("for you"), not the abbreviation.
    const jargon = values(messages)
      // A {{ci}} placeholder is filled with the brand's name, which people know.
      .map(([key, value]): [string, string] => [key, value.replace(/\{\{\w+\}\}/g, '')])
      .filter(([, value]) =>
        code === 'pl'
          ? /(?<!\p{L})(ci|CI)(?!\p{L})/u.test(value)
          : /(?<!\p{L})ci(?!\p{L})/iu.test(value),
      );
    expect(jargon).toEqual([]);
  });
});
