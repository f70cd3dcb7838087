import { describe, expect, it } from 'vitest';
import type { Element } from '../model/element.ts';
import { textElement } from '../testing/elements.ts';
import { deepFreeze } from '../testing/factories.ts';
import { applyDealerProfile, dealerProfileSchema, profileRichText } from './dealerProfile.ts';
import { applyDealerValues } from './dealerValues.ts';

const elements: Element[] = deepFreeze([
  textElement({
    name: 'Dealer name',
    text: '<p><strong>Your dealer</strong></p>',
    profileField: 'name',
  }),
  textElement({ name: 'Address', text: '<p>Street</p>', profileField: 'address' }),
  textElement({
    name: 'Hours',
    text: '<p>Opening hours</p>',
    profileField: 'openingHours',
    dealerEditable: true,
  }),
  textElement({ name: 'Headline', text: '<p>Winter wheels</p>' }),
]);
const profile = dealerProfileSchema.parse({
  name: 'Autosalon <Praha> & Co.',
  address: 'Vinohradská 1\r\n120 00 Praha 2',
  openingHours: 'Mo–Fr 7–18',
});
const textOf = (list: Element[], name: string) => {
  const element = list.find((e) => e.config.name === name);
  return element?.type === 'p' ? element.config.text : undefined;
};

describe('applyDealerProfile', () => {
  it('fills bound texts from the profile, escaped, with its lines as breaks', () => {
    const filled = applyDealerProfile(elements, profile);
    // In the placeholder's formatting: a bold "Your dealer" becomes a bold name.
    expect(textOf(filled, 'Dealer name')).toBe(
      '<p><strong>Autosalon &lt;Praha&gt; &amp; Co.</strong></p>',
    );
    expect(textOf(filled, 'Address')).toBe('<p>Vinohradská 1<br>120 00 Praha 2</p>');
    expect(textOf(filled, 'Headline')).toBe('<p>Winter wheels</p>');
  });

  it("keeps the designer's text where the profile is empty or missing", () => {
    const partial = applyDealerProfile(elements, dealerProfileSchema.parse({ name: 'A' }));
    expect(textOf(partial, 'Address')).toBe('<p>Street</p>');
    expect(applyDealerProfile(elements, null)).toEqual(elements);
  });

  it('lets a dealer value win over the profile where the element is open to dealers', () => {
    const { elements: result, ignored } = applyDealerValues(applyDealerProfile(elements, profile), {
      Hours: { text: '<p>Sat closed</p>' },
      Address: { text: '<p>Elsewhere</p>' },
    });
    expect(textOf(result, 'Hours')).toBe('<p>Sat closed</p>');
    expect(textOf(result, 'Address')).toBe('<p>Vinohradská 1<br>120 00 Praha 2</p>');
    expect(ignored).toEqual(['Address']);
  });

  it('refuses a field over its length, naming it', () => {
    const result = dealerProfileSchema.safeParse({ phone: 'x'.repeat(501) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('phone may be at most 500 characters long.');
    expect(profileRichText('a\nb')).toBe('<p>a<br>b</p>');
  });
});
