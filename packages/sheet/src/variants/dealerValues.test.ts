import { describe, expect, it } from 'vitest';
import { dealerValuesSchema } from '../model/dealerValue.ts';
import type { Element } from '../model/element.ts';
import { imageElement, listElement, logoElement, textElement } from '../testing/elements.ts';
import { deepFreeze } from '../testing/factories.ts';
import { applyDealerValues } from './dealerValues.ts';

const editable = { dealerEditable: true };
const elements: Element[] = deepFreeze([
  textElement({ name: 'Price', text: '<p>from 99 €</p>', ...editable }),
  textElement({ name: 'Headline', text: 'Winter wheels' }),
  listElement({ name: 'Services', ...editable }),
  imageElement({ name: 'Photo', ...editable }),
  logoElement({ name: 'Logo', ...editable }),
]);
const byName = (list: Element[], name: string) => list.find((e) => e.config.name === name);

describe('applyDealerValues', () => {
  it('changes the content of dealer-editable elements', () => {
    const { elements: result, ignored } = applyDealerValues(elements, {
      Price: { text: 'from <strong>89 €</strong>' },
      Services: { items: ['Fitting', 'Storage'] },
      Photo: { src: { contentUrl: '/media/dealer.jpg' } },
    });
    expect(byName(result, 'Price')?.config).toMatchObject({ text: 'from <strong>89 €</strong>' });
    expect(byName(result, 'Services')?.config).toMatchObject({ items: ['Fitting', 'Storage'] });
    expect(byName(result, 'Photo')?.config).toMatchObject({
      src: { contentUrl: '/media/dealer.jpg' },
    });
    expect(ignored).toEqual([]);
  });

  it('refuses and reports values for elements that are not dealer-editable', () => {
    const { elements: result, ignored } = applyDealerValues(elements, {
      Headline: { text: 'Cheap tyres!!!' },
    });
    expect(byName(result, 'Headline')).toBe(byName(elements, 'Headline'));
    expect(ignored).toEqual(['Headline']);
  });

  it('takes only the content field of the element’s type', () => {
    const { elements: result, ignored } = applyDealerValues(elements, {
      Price: { text: 'ok', items: ['no'], src: { contentUrl: '/media/x.jpg' } },
      Logo: { src: { contentUrl: '/media/other-brand.png' } },
    });
    expect(byName(result, 'Price')?.config).toMatchObject({ text: 'ok' });
    expect(byName(result, 'Logo')).toBe(byName(elements, 'Logo'));
    expect(ignored).toEqual(['Price.items', 'Price.src', 'Logo.src']);
  });

  it('sanitizes rich text: a script and its content are removed', () => {
    const { elements: result } = applyDealerValues(elements, {
      Price: { text: 'from 79 €<script>alert(1)</script><img src=x onerror=alert(2)>' },
      Services: { items: ['<b onclick="x()">Fitting</b>'] },
    });
    expect(byName(result, 'Price')?.config).toMatchObject({ text: 'from 79 €' });
    expect(byName(result, 'Services')?.config).toMatchObject({
      items: ['<strong>Fitting</strong>'],
    });
  });

  it('refuses an unsafe image URL', () => {
    const { elements: result, ignored } = applyDealerValues(elements, {
      Photo: { src: { contentUrl: 'javascript:alert(1)' } },
    });
    expect(byName(result, 'Photo')).toBe(byName(elements, 'Photo'));
    expect(ignored).toEqual(['Photo.src']);
  });

  it('lists names without an element apart, including inherited property names', () => {
    const { unknown, ignored } = applyDealerValues(elements, {
      Nope: { text: 'x' },
      constructor: { text: 'x' },
    });
    expect(unknown).toEqual(['Nope', 'constructor']);
    expect(ignored).toEqual([]);
  });
});

describe('dealerValuesSchema', () => {
  it('accepts content fields and rejects anything else', () => {
    expect(dealerValuesSchema.safeParse({ Price: { text: 'x' } }).success).toBe(true);
    expect(dealerValuesSchema.safeParse({ Price: { style: { color: '#f00' } } }).success).toBe(
      false,
    );
    expect(dealerValuesSchema.safeParse({ Services: { items: [1] } }).success).toBe(false);
  });
});
