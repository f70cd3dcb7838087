import { describe, expect, it } from 'vitest';
import type { Element } from '../model/element.ts';
import { parseSheetData } from '../model/parse.ts';
import { rawSheet, rawText } from '../testing/factories.ts';
import { withTextLanguages } from './copyLanguages.ts';

const text = (id: number, name: string, value: string, extra: Record<string, unknown> = {}) => {
  const raw = rawText(id, name);
  return { ...raw, config: { ...raw.config, text: value, ...extra } };
};
const list = (id: number, name: string, items: string[]) => ({
  id,
  type: 'ul',
  config: { name, items, style: { left: 0, top: 0, width: 100, height: 50 } },
  variants: [],
});

const master = parseSheetData(
  rawSheet({
    elements: [
      text(1, 'Headline', 'Winter wheels'),
      text(2, 'Body', 'Wheels for every road'),
      text(3, 'Claim', 'Sheer driving pleasure', { language: 'de' }),
      list(4, 'Points', ['Grip', 'Safety']),
    ],
    additional_pages: [{ elements: [text(1, 'Footer', 'Ask your dealer')] }],
  }),
);

const copy = parseSheetData(
  rawSheet({
    elements: [
      text(1, 'Headline', 'Zimní kola'),
      text(2, 'Body', 'Wheels for every road'),
      text(3, 'Claim', 'Sheer driving pleasure'),
      list(4, 'Points', ['Přilnavost', 'Bezpečnost']),
      text(5, 'Own note', 'Jen u nás'),
      text(6, 'Set by hand', 'Wheels', { language: 'en' }),
    ],
    additional_pages: [{ elements: [text(1, 'Footer', 'Ask your dealer')] }],
  }),
);

const languageOf = (elements: readonly Element[], name: string) =>
  elements.find((e) => e.config.name === name)?.config as { language?: string } | undefined;

describe('withTextLanguages', () => {
  const stamped = withTextLanguages(copy, master, 'cs');

  it('gives the texts the copy translated the region’s language', () => {
    expect(languageOf(stamped.elements, 'Headline')?.language).toBe('cs');
    expect(languageOf(stamped.elements, 'Points')?.language).toBe('cs');
    // A text of the copy's own, which the master never had, is the region's too.
    expect(languageOf(stamped.elements, 'Own note')?.language).toBe('cs');
  });

  it('keeps the master’s language for texts the copy never changed, on every page', () => {
    expect(languageOf(stamped.elements, 'Body')?.language).toBe('en');
    expect(languageOf(stamped.additional_pages[0]?.elements ?? [], 'Footer')?.language).toBe('en');
    // The master's own language for that text, not English, when it names one.
    expect(languageOf(stamped.elements, 'Claim')?.language).toBe('de');
  });

  it('keeps a language a designer or translator set', () => {
    const own = withTextLanguages(copy, master, 'pl');
    expect(languageOf(own.elements, 'Set by hand')?.language).toBe('en');
    expect(languageOf(own.elements, 'Headline')?.language).toBe('pl');
  });

  it('leaves the copy as it is without a master to compare with', () => {
    expect(withTextLanguages(copy, null, 'cs')).toBe(copy);
  });
});
