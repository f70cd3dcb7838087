import { getPage, parseSheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { copyElements, hasCopiedElements, PASTE_OFFSET, pasteElements } from './clipboard';

const sheet = parseSheetData({
  schemaVersion: 1,
  ci: 'bmw',
  elements: [
    {
      id: 4,
      type: 'p',
      variants: [],
      config: {
        name: 'Price',
        text: '<p>499 €</p>',
        style: { left: 40, top: 60, width: 100, height: 30 },
      },
    },
  ],
});

describe('copy and paste', () => {
  it('pastes copies offset, with new ids and unique names, leaving the originals', () => {
    const original = getPage(sheet, 0).elements;
    copyElements(original);
    expect(hasCopiedElements()).toBe(true);
    const { data, ids } = pasteElements(sheet, 0);
    const elements = getPage(data, 0).elements;
    expect(ids).toEqual([5]);
    expect(elements.map((e) => e.config.name)).toEqual(['Price', 'Price 1']);
    expect(elements[1]?.config.style).toMatchObject({
      left: 40 + PASTE_OFFSET,
      top: 60 + PASTE_OFFSET,
      width: 100,
    });
    expect(getPage(sheet, 0).elements).toBe(original);
  });
});
