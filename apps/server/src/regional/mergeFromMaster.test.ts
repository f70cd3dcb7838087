import { parseSheetData, type SheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { sheetTexts } from '../translations/texts.ts';
import { masterChanges } from './masterChanges.ts';
import { mergeFromMaster, overwrittenTranslations } from './mergeFromMaster.ts';
import { translationProgress } from './translationProgress.ts';

type Box = { left?: number; top?: number; color?: string };

const text = (id: number, name: string, value: string, box: Box = {}) => ({
  id,
  type: 'p',
  config: {
    name,
    text: value,
    style: { left: 20, top: 20 * id, width: 200, height: 18, ...box },
  },
});
const list = (id: number, name: string, items: string[]) => ({
  id,
  type: 'ul',
  config: { name, items, style: { left: 20, top: 20 * id, width: 200, height: 60 } },
});
const sheet = (elements: unknown[]): SheetData =>
  parseSheetData({ schemaVersion: 1, ci: 'bmw', elements });
const textOf = (data: SheetData, key: string) => sheetTexts(data).find((t) => t.key === key)?.text;

// The master as the copy was made from it, the master now, and the Czech copy.
const base = sheet([
  text(1, 'Headline', 'Winter wheels'),
  text(2, 'Price', '1,299 €'),
  text(3, 'Footnote', 'Prices include VAT.'),
  list(4, 'Features', ['Run-flat', 'RDC sensors']),
  text(5, 'Promo', 'Only this month'),
]);
const master = sheet([
  text(1, 'Headline', 'Winter wheels', { top: 40 }),
  text(2, 'Price', '1,199 €', { color: '#ff0000' }),
  text(3, 'Footnote', 'All prices include VAT.'),
  list(4, 'Features', ['Run-flat', 'RDC sensors']),
  text(6, 'Disclaimer', 'While stocks last.'),
]);
const copy = sheet([
  text(1, 'Headline', 'Zimní kola'),
  text(2, 'Price', '1,299 €'),
  text(3, 'Footnote', 'Ceny včetně DPH.'),
  list(4, 'Features', ['Run-flat', 'Senzory RDC']),
  text(5, 'Promo', 'Pouze tento měsíc'),
]);

describe('update from master', () => {
  const merge = mergeFromMaster(copy, base, master);

  it('keeps every translation by key and takes layout, styles and new elements from the master', () => {
    expect(textOf(merge.data, 'Headline')).toBe('Zimní kola');
    expect(textOf(merge.data, 'Footnote')).toBe('Ceny včetně DPH.');
    expect(textOf(merge.data, 'Features #2')).toBe('Senzory RDC');
    expect(merge.kept).toEqual(['Headline', 'Footnote', 'Features #2']);
    const headline = merge.data.elements.find((e) => e.config.name === 'Headline');
    expect(headline?.config.style.top).toBe(40);
    const price = merge.data.elements.find((e) => e.config.name === 'Price');
    expect(price?.config.style.color).toBe('#ff0000');
  });

  it('lets untranslated texts follow the master and marks new and changed ones', () => {
    expect(textOf(merge.data, 'Price')).toBe('1,199 €');
    expect(textOf(merge.data, 'Features #1')).toBe('Run-flat');
    expect(merge.untranslated).toEqual(['Price', 'Disclaimer']);
    // The footnote was translated, but its English changed since: the translator looks again.
    expect(merge.outdated).toEqual(['Footnote']);
  });

  it('drops the elements the master removed', () => {
    expect(merge.removed).toEqual(['Promo']);
    expect(merge.data.elements.map((e) => e.config.name)).not.toContain('Promo');
  });

  it('keeps every text the copy changed when the base version is unknown', () => {
    const blind = mergeFromMaster(copy, null, master);
    expect(textOf(blind.data, 'Headline')).toBe('Zimní kola');
    // Unchanged from the master now: follows it (the only safe reading without a base).
    expect(textOf(blind.data, 'Features #1')).toBe('Run-flat');
    // Differs from the master now, so it counts as the copy's own text and stays.
    expect(textOf(blind.data, 'Price')).toBe('1,299 €');
    expect(blind.untranslated).toEqual(['Disclaimer']);
  });
});

describe('update from master and the texts’ languages (issue 44)', () => {
  const withLanguage = (data: SheetData, name: string, language: string): SheetData => ({
    ...data,
    elements: data.elements.map((e) =>
      e.config.name === name ? ({ ...e, config: { ...e.config, language } } as typeof e) : e,
    ),
  });
  const languageOf = (data: SheetData, name: string) =>
    (data.elements.find((e) => e.config.name === name)?.config as { language?: string } | undefined)
      ?.language;

  it('keeps a language the copy set on its text, and lets the others follow the master', () => {
    const ownCopy = withLanguage(copy, 'Price', 'en');
    const newMaster = withLanguage(master, 'Footnote', 'de');
    const merged = mergeFromMaster(ownCopy, base, newMaster).data;
    expect(languageOf(merged, 'Price')).toBe('en');
    expect(languageOf(merged, 'Footnote')).toBe('de');
    expect(languageOf(merged, 'Headline')).toBeUndefined();
  });
});

describe('what changed in the master', () => {
  it('names each element added, removed, moved, restyled or with new text', () => {
    const changes = masterChanges(base, master).map((c) => `${c.kind} ${c.element}`);
    expect(changes.sort()).toEqual(
      [
        'moved Headline',
        'restyled Price',
        'text Price',
        'text Footnote',
        'added Disclaimer',
        'removed Promo',
      ].sort(),
    );
  });

  it('finds nothing between a version and itself', () => {
    expect(masterChanges(master, structuredClone(master))).toEqual([]);
  });
});

describe('translation guard and progress', () => {
  it("names the translations a save would put the master's texts over", () => {
    const pasted = structuredClone(copy);
    const first = pasted.elements[0];
    if (first?.type === 'p') first.config.text = 'Winter wheels';
    expect(overwrittenTranslations(copy, pasted, base, master)).toEqual(['Headline']);
    // The master's whole data sent as the copy's: every translation would go.
    expect(overwrittenTranslations(copy, master, base, master)).toEqual([
      'Headline',
      'Footnote',
      'Features #2',
    ]);
  });

  it('lets a translator change a translation', () => {
    const edited = structuredClone(copy);
    const first = edited.elements[0];
    if (first?.type === 'p') first.config.text = 'Zimní kompletní kola';
    expect(overwrittenTranslations(copy, edited, base, master)).toEqual([]);
  });

  it('counts texts changed from the master at the base version, of all texts', () => {
    expect(translationProgress(copy, base, master)).toEqual({ translated: 4, total: 6 });
    expect(translationProgress(base, base, master)).toEqual({ translated: 0, total: 6 });
  });
});
