import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { namesOfJson, textKeyLabel } from './textKeyLabel';

const data = {
  variant_groups: [{ id: 1, name: 'Rozměr pneumatik' }],
  variants: [{ id: 2, name: '17 palců' }],
  additional_pages: [{ variant_groups: [{ id: 1, name: 'Sezóna' }], variants: [] }],
};

describe('textKeyLabel', () => {
  it('names variant groups, variants and dealer labels in words, in the user language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('cs');
    const t = i18n.t;
    expect(textKeyLabel(t, '@variant.2', data)).toBe('Varianta: 17 palců');
    expect(textKeyLabel(t, '@variant_group.1@2', data)).toBe('Skupina variant: Sezóna (strana 2)');
    expect(textKeyLabel(t, 'dealer_contact @dealerLabel')).toBe(
      'Popisek pro dealery: dealer_contact',
    );
    // Without the names, the id stands in; an element's text goes by its key.
    expect(textKeyLabel(t, '@variant_group.1')).toBe('Skupina variant: #1');
    expect(textKeyLabel(t, 'Price @2')).toBe('Price @2');
  });

  it("reads a preview's merged data for its names only", () => {
    expect(namesOfJson(JSON.stringify({ ...data, elements: [] }))?.variants).toEqual(data.variants);
    expect(namesOfJson('not json')).toBeUndefined();
  });
});
