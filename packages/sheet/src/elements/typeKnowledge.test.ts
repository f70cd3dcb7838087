import { describe, expect, it } from 'vitest';
import type { Element } from '../model/element.ts';
import { ELEMENT_TYPES, type ElementType } from '../model/elementTypes.ts';
import { definitionOf, getElementDefinition } from './registry.ts';

/** A new element of `type` as the designer adds it. */
function fresh(type: ElementType): Element {
  return { id: 1, type, config: getElementDefinition(type).defaults(), variants: [] } as Element;
}

/** Each type's answer to `question`, keyed by type. */
function perType<A>(question: (element: Element) => A): Record<ElementType, A> {
  return Object.fromEntries(ELEMENT_TYPES.map((type) => [type, question(fresh(type))])) as Record<
    ElementType,
    A
  >;
}

describe('what each type tells code that walks every type', () => {
  it('names the dealer value it takes: text, lines, an image, a QR code’s content, or none', () => {
    expect(perType((element) => definitionOf(element).dealerContent?.field ?? null)).toEqual({
      p: 'text',
      img: 'src',
      // The logo comes from the dealer's account, icons and tyre label from the product data.
      logo: null,
      ul: 'items',
      icons: null,
      tyre_label: null,
      qr: 'text',
    });
  });

  it('fills a QR code with the dealer’s text, trimmed, and refuses more than a code holds', () => {
    const qr = fresh('qr');
    const content = definitionOf(qr).dealerContent;
    expect(content?.field).toBe('text');
    // definitionOf answers the union of every type's definition, whose apply takes the
    // intersection of their values; a QR code's is text.
    const apply = (value: string) => content?.apply(qr, value as never);
    const applied = apply('  https://dealer.example/ ');
    expect(applied?.config).toMatchObject({ content: 'https://dealer.example/' });
    expect(apply('x'.repeat(501))).toBeNull();
  });

  it('shrinks only a text the designer set to shrink to fit', () => {
    expect(
      Object.values(perType((element) => definitionOf(element).shrinksToFit(element))),
    ).toEqual(ELEMENT_TYPES.map(() => false));
    const text = fresh('p') as Element & { type: 'p' };
    const shrinking = { ...text, config: { ...text.config, shrinkToFit: true } };
    expect(definitionOf(shrinking).shrinksToFit(shrinking)).toBe(true);
  });

  it('lays a shrinking text out at its own size without shrinking, and leaves other types be', () => {
    const text = fresh('p') as Element & { type: 'p' };
    const shrinking = { ...text, config: { ...text.config, shrinkToFit: true } };
    const own = definitionOf(shrinking).withoutShrinking(shrinking);
    expect(definitionOf(own).shrinksToFit(own)).toBe(false);
    expect({ ...own, config: { ...own.config, shrinkToFit: true } }).toEqual(shrinking);
    // The sheet's own element stays as it was.
    expect(shrinking.config.shrinkToFit).toBe(true);
    for (const type of ELEMENT_TYPES.filter((t) => t !== 'p')) {
      const element = fresh(type);
      expect(definitionOf(element).withoutShrinking(element)).toBe(element);
    }
  });

  it('gives each icons line a row of its own, while other texts flow in the box together', () => {
    expect(perType((element) => definitionOf(element).textsShareBox)).toEqual({
      p: 'flow',
      img: 'flow',
      logo: 'flow',
      ul: 'flow',
      icons: 'rows',
      tyre_label: 'flow',
      qr: 'flow',
    });
  });
});
