import { ELEMENT_TYPES, elementRegistry } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { webElements } from './registry';

describe("the designer's element registry", () => {
  it('defines every type of the engine, in palette order', () => {
    expect(Object.keys(webElements)).toEqual([...ELEMENT_TYPES]);
  });

  it('offers a dealer field exactly for the types whose engine definition takes a dealer value', () => {
    const withField = ELEMENT_TYPES.filter((type) => webElements[type].DealerField !== null);
    const takingValues = ELEMENT_TYPES.filter(
      (type) => elementRegistry[type].dealerContent !== null,
    );
    expect(withField).toEqual(takingValues);
    expect(withField).toEqual(expect.arrayContaining(['p', 'img', 'ul']));
    // A logo comes from the dealer's account, icons and the tyre label from the product data.
    expect(withField).not.toEqual(expect.arrayContaining(['logo']));
    expect(withField.filter((type) => type === 'icons' || type === 'tyre_label')).toEqual([]);
  });
});
