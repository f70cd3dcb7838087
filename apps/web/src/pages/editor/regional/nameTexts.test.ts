import { parseSheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { snapshotLeft, stillLeft } from './leftToTranslate';
import { nameTextsByKey } from './nameTexts';

const sheet = (variant: string, label?: string) =>
  parseSheetData({
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
          ...(label === undefined ? {} : { dealerLabel: label }),
          style: { left: 20, top: 20, width: 200, height: 18 },
        },
      },
    ],
    variant_groups: [{ id: 1, name: 'Tyre size' }],
    variants: [{ id: 1, name: variant, group: 1 }],
    additional_pages: [
      {
        variant_groups: [{ id: 3, name: 'Season' }],
        variants: [{ id: 4, name: 'Winter', group: 3 }],
      },
    ],
  });

describe('the names a copy translates', () => {
  it('have the keys the server gives them', () => {
    expect([...nameTextsByKey(sheet('17 inch'))]).toEqual([
      ['@variant_group.1', 'Tyre size'],
      ['@variant.1', '17 inch'],
      ['dealer_contact @dealerLabel', 'Dealer contact'],
      ['@variant_group.3@2', 'Season'],
      ['@variant.4@2', 'Winter'],
    ]);
  });

  it('leave the "not translated yet" banner once translated', () => {
    const left = { untranslated: ['@variant.1', 'dealer_contact @dealerLabel'], outdated: [] };
    const snapshot = snapshotLeft(left, sheet('17 inch'));
    expect(stillLeft(snapshot, sheet('17 inch')).untranslated).toHaveLength(2);
    expect(stillLeft(snapshot, sheet('17 palců', 'Prodejce'))).toEqual({
      untranslated: [],
      outdated: [],
    });
  });
});
