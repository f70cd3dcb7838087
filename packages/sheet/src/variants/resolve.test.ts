import { describe, expect, it } from 'vitest';
import { getPage } from '../model/pages.ts';
import { deepFreeze, rawText, sheetWithVariants } from '../testing/factories.ts';
import { resolveElement, resolvePage } from './resolve.ts';

const entry = (id: number, variants: number[], config: Record<string, unknown>) => ({
  id,
  variants,
  config,
  layout: 'locked',
  type: 'p',
});

const data = deepFreeze(
  sheetWithVariants({
    elements: [
      rawText(1, 'Headline', {
        variants: [
          // The most specific entry comes first in the array to prove ordering by specificity.
          entry(1, [2, 5], { text: '18 black', style: { top: 99 } }),
          entry(2, [2], { text: '18', style: { left: 50, color: '#ff0000' } }),
          entry(3, [5], { text: 'black', style: { width: 10 } }),
          entry(4, [4], { text: 'silver' }),
        ],
      }),
      rawText(2, 'Other'),
    ],
  }),
);
const element = data.elements[0];
if (element?.type !== 'p') throw new Error('fixture: a text element first');

describe('resolveElement', () => {
  it('returns the base config when no entry applies', () => {
    expect(resolveElement(element, [1, 99])).toBe(element);
  });

  it('applies an entry only when all of its variants are selected', () => {
    const resolved = resolveElement(element, [2, 4]);
    expect(resolved.config.text).toBe('silver');
    expect(resolved.config.style).toMatchObject({ left: 50, top: 20, color: '#ff0000' });
  });

  it('applies least specific first so the most specific wins, merging style key by key', () => {
    const resolved = resolveElement(element, new Set([2, 5]));
    expect(resolved.config.text).toBe('18 black');
    expect(resolved.config.style).toEqual({
      position: 'absolute',
      left: 50,
      top: 99,
      width: 10,
      height: 50,
      paddingTop: 0,
      paddingRight: 0,
      paddingBottom: 0,
      paddingLeft: 0,
      textAlign: 'left',
      color: '#ff0000',
    });
    expect(element.config.text).toBe('Hello');
  });

  it('replaces arrays instead of merging them', () => {
    const list = {
      id: 1,
      type: 'ul' as const,
      config: {
        name: 'L',
        dealerEditable: false,
        items: ['a', 'b', 'c'],
        listSize: 'm' as const,
        style: element.config.style,
      },
      variants: [
        {
          id: 1,
          variants: [1],
          config: { items: ['x'] },
          layout: 'locked' as const,
          type: 'ul' as const,
        },
      ],
    };
    expect(resolveElement(list, [1]).config.items).toEqual(['x']);
  });
});

describe('resolvePage', () => {
  it('resolves every element for a selection of group -> variant', () => {
    const resolved = resolvePage(getPage(data, 0), { 1: 2, 2: 5 });
    expect(resolved.map((e) => e.config.name)).toEqual(['Headline', 'Other']);
    expect(resolved.map((e) => (e.type === 'p' ? e.config.text : ''))).toEqual([
      '18 black',
      'Hello',
    ]);
  });
});
