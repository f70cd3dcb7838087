import { allPages, parseSheetData, type SheetData } from '@pms/sheet';
import { describe, expect, it } from 'vitest';
import { applyTranslations } from '../translations/applyTranslations.ts';
import { nameSlots } from '../translations/nameTexts.ts';
import { masterChanges } from './masterChanges.ts';
import { mergeFromMaster, overwrittenTranslations } from './mergeFromMaster.ts';
import { translationProgress } from './translationProgress.ts';

/** A sheet with one variant group of two variants, a dealer field, and a second page's group. */
function sheet(names: {
  group: string;
  small: string;
  large: string;
  label?: string;
  season?: string;
}): SheetData {
  return parseSheetData({
    schemaVersion: 2,
    ci: 'bmw',
    elements: [
      {
        id: 1,
        type: 'p',
        config: {
          name: 'dealer_contact',
          text: 'Your dealer',
          dealerEditable: true,
          ...(names.label === undefined ? {} : { dealerLabel: names.label }),
          style: { left: 20, top: 20, width: 200, height: 18 },
        },
        variants: [],
      },
    ],
    variant_groups: [{ id: 1, name: names.group }],
    variants: [
      { id: 1, name: names.small, group: 1 },
      { id: 2, name: names.large, group: 1 },
    ],
    additional_pages: [
      {
        elements: [],
        variant_groups: [{ id: 1, name: names.season ?? 'Season' }],
        variants: [{ id: 1, name: 'Winter', group: 1 }],
      },
    ],
  });
}

const names = (data: SheetData) =>
  allPages(data).flatMap((page) => [
    ...page.variant_groups.map((g) => g.name),
    ...page.variants.map((v) => v.name),
  ]);
const label = (data: SheetData) => data.elements[0]?.config.dealerLabel;

const base = sheet({ group: 'Tyre size', small: '17 inch', large: '18 inch' });
const copy = sheet({
  group: 'Rozměr pneumatik',
  small: '17 palců',
  large: '18 inch',
  label: 'Kontakt na prodejce',
  season: 'Sezóna',
});

describe('variant names and dealer labels are texts of the copy', () => {
  it('are keyed per page, the dealer label under its element, as plain words escaped', () => {
    expect(nameSlots(base).map((slot) => [slot.key, slot.text])).toEqual([
      ['@variant_group.1', 'Tyre size'],
      ['@variant.1', '17 inch'],
      ['@variant.2', '18 inch'],
      // No label of its own: the name made readable is what dealers read, and the source.
      ['dealer_contact @dealerLabel', 'Dealer contact'],
      ['@variant_group.1@2', 'Season'],
      ['@variant.1@2', 'Winter'],
    ]);
    const amp = sheet({ group: 'Rims & tyres', small: '<17"', large: '18' });
    expect(nameSlots(amp)[0]?.text).toBe('Rims &amp; tyres');
  });

  it('are kept by "Update from master", even when the master changed its layout', () => {
    const master = structuredClone(base);
    const first = master.elements[0];
    if (first) first.config.style.top = 80;
    const merge = mergeFromMaster(copy, base, master);
    expect(names(merge.data)).toEqual([
      'Rozměr pneumatik',
      '17 palců',
      '18 inch',
      'Sezóna',
      'Winter',
    ]);
    expect(label(merge.data)).toBe('Kontakt na prodejce');
    expect(merge.kept).toEqual([
      '@variant_group.1',
      '@variant.1',
      'dealer_contact @dealerLabel',
      '@variant_group.1@2',
    ]);
    expect(merge.data.elements[0]?.config.style.top).toBe(80);
  });

  it("are listed by the update's preview when the master renamed them", () => {
    const master = sheet({
      group: 'Tyre size',
      small: '17 inch rims',
      large: '18 inch rims',
      label: 'Dealer',
    });
    const merge = mergeFromMaster(copy, base, master);
    // Translated, but its English changed: the translator looks again.
    expect(merge.outdated).toEqual(['@variant.1', 'dealer_contact @dealerLabel']);
    // Never translated and renamed: the master's new name, to be translated.
    expect(merge.untranslated).toEqual(['@variant.2']);
    expect(names(merge.data)[2]).toBe('18 inch rims');
    expect(masterChanges(base, master).map((c) => `${c.kind} ${c.element}`)).toEqual([
      'text dealer_contact',
      'variants ',
    ]);
  });

  it('count in the translation progress and are guarded against a save of the master', () => {
    expect(translationProgress(copy, base, base)).toEqual({ translated: 4, total: 7 });
    expect(translationProgress(base, base, base)).toEqual({ translated: 0, total: 7 });
    expect(overwrittenTranslations(copy, base, base, base)).toEqual([
      '@variant_group.1',
      '@variant.1',
      'dealer_contact @dealerLabel',
      '@variant_group.1@2',
    ]);
  });

  it('are set from a file as plain words, and the same words are no change', () => {
    const { data, report } = applyTranslations(base, [
      { key: '@variant_group.1', text: '<strong>Rozměr</strong>  pneumatik' },
      { key: '@variant.2', text: '<p>18 inch</p>' },
      { key: 'dealer_contact @dealerLabel', text: 'Prodejce &amp; servis' },
    ]);
    expect(report).toMatchObject({ matched: 3, changed: 2, unknown: [] });
    expect(names(data).slice(0, 3)).toEqual(['Rozměr pneumatik', '17 inch', '18 inch']);
    expect(label(data)).toBe('Prodejce & servis');
  });
});
