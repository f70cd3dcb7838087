import { describe, expect, it } from 'vitest';
import { deepFreeze, rawSheet, rawText, sheetWithVariants } from '../testing/factories.ts';
import {
  addElement,
  addPage,
  deletePage,
  moveElement,
  movePage,
  removeElement,
  removeElementVariantConfig,
  renameElement,
  replaceElementConfig,
  setElementVariantConfig,
  updateElementConfig,
} from './operations.ts';
import { getPage } from './pages.ts';
import { parseSheetData } from './parse.ts';

const sheet = () =>
  deepFreeze(
    parseSheetData(rawSheet({ elements: [rawText(1, 'Headline'), rawText(7, 'Text 1')] })),
  );

const ids = (data: ReturnType<typeof sheet>, page = 0) =>
  getPage(data, page).elements.map((e) => [e.id, e.config.name]);

describe('addElement', () => {
  it('gives the page maximum + 1 as id and a unique generated name', () => {
    const once = addElement(sheet(), 0, 'p');
    const twice = addElement(once, 0, 'p');
    expect(ids(twice)).toEqual([
      [1, 'Headline'],
      [7, 'Text 1'],
      [8, 'Text 2'],
      [9, 'Text 3'],
    ]);
  });

  it('starts at id 1 on an empty page and keeps names unique across pages', () => {
    const data = addElement(addPage(sheet()), 1, 'img');
    const more = addElement(data, 1, 'p');
    expect(ids(more, 1)).toEqual([
      [1, 'Image 1'],
      [2, 'Text 2'],
    ]);
  });

  it('uses the type defaults with overrides merged over them', () => {
    const data = addElement(sheet(), 0, 'ul', { style: { left: 20 }, listSize: 'l' });
    const added = data.elements.at(-1);
    expect(added).toMatchObject({ id: 8, type: 'ul', variants: [] });
    expect(added?.type === 'ul' && added.config).toMatchObject({
      name: 'List 1',
      listSize: 'l',
      items: ['First example line', 'Second example line'],
      style: { left: 20, top: 100, width: 300, height: 120 },
    });
  });

  it('keeps a requested name when free and numbers it when taken', () => {
    const free = addElement(sheet(), 0, 'p', { name: 'Price' });
    expect(free.elements.at(-1)?.config.name).toBe('Price');
    const taken = addElement(sheet(), 0, 'p', { name: 'Headline' });
    expect(taken.elements.at(-1)?.config.name).toBe('Headline 1');
  });

  it('refuses an invalid override and an unknown page', () => {
    expect(() => addElement(sheet(), 0, 'p', { style: { width: Number.NaN } })).toThrow(
      'Invalid p config: config.style.width: Expected a number, received NaN',
    );
    expect(() => addElement(sheet(), 3, 'p')).toThrow('Page 3 does not exist (the sheet has 1)');
  });
});

describe('renameElement and updateElementConfig', () => {
  it('renames and refuses a duplicate or empty name', () => {
    expect(ids(renameElement(sheet(), 0, 1, '  Title '))[0]).toEqual([1, 'Title']);
    expect(() => renameElement(sheet(), 0, 1, 'Text 1')).toThrow(
      'An element named "Text 1" already exists',
    );
    expect(() => renameElement(sheet(), 0, 1, ' ')).toThrow('An element name must not be empty');
    expect(() => renameElement(sheet(), 0, 99, 'X')).toThrow(
      'Element 99 does not exist on this page',
    );
  });

  it('merges a patch into the base config', () => {
    const data = updateElementConfig(sheet(), 0, 1, { style: { top: 5 }, dealerEditable: true });
    expect(data.elements[0]?.config.style).toMatchObject({ left: 10, top: 5, width: 100 });
    expect(data.elements[0]?.config.dealerEditable).toBe(true);
  });
});

describe('removeElement', () => {
  it('removes only that element', () => {
    expect(ids(removeElement(sheet(), 0, 1))).toEqual([[7, 'Text 1']]);
  });
});

describe('pages', () => {
  it('adds empty pages and deletes additional ones', () => {
    const three = addPage(addPage(sheet()));
    expect(three.additional_pages).toEqual([
      { elements: [], variant_groups: [], variants: [], connected_groups: [] },
      { elements: [], variant_groups: [], variants: [], connected_groups: [] },
    ]);
    const named = addElement(three, 2, 'p');
    expect(deletePage(named, 2).additional_pages).toHaveLength(1);
    expect(deletePage(named, 1).additional_pages[0]?.elements[0]?.config.name).toBe('Text 2');
  });

  it('refuses to delete page 0 or a missing page', () => {
    expect(() => deletePage(addPage(sheet()), 0)).toThrow(
      'The main page (page 0) cannot be deleted',
    );
    expect(() => deletePage(sheet(), 2)).toThrow('Page 2 does not exist');
  });
});

describe('moveElement', () => {
  const three = () => addElement(sheet(), 0, 'img');

  it('moves an element in the painting order and clamps the index', () => {
    expect(ids(moveElement(three(), 0, 8, 0))).toEqual([
      [8, 'Image 1'],
      [1, 'Headline'],
      [7, 'Text 1'],
    ]);
    expect(ids(moveElement(three(), 0, 1, 99)).map(([id]) => id)).toEqual([7, 8, 1]);
    expect(ids(moveElement(three(), 0, 7, -3)).map(([id]) => id)).toEqual([7, 1, 8]);
  });

  it('returns the same data when nothing moves and refuses an unknown element', () => {
    const data = deepFreeze(three());
    expect(moveElement(data, 0, 7, 1)).toBe(data);
    expect(() => moveElement(data, 0, 42, 0)).toThrow('Element 42 does not exist on this page');
  });
});

describe('replaceElementConfig', () => {
  it('replaces the whole config, so optional fields can be cleared', () => {
    const coloured = updateElementConfig(sheet(), 0, 1, { style: { color: '#ff0000' } });
    const element = coloured.elements[0];
    if (element?.type !== 'p') throw new Error('expected a text element');
    const { color: _color, ...style } = element.config.style;
    const cleared = replaceElementConfig(coloured, 0, 1, { ...element.config, style });
    expect(cleared.elements[0]?.config.style.color).toBeUndefined();
    expect(cleared.elements[0]?.config.style.left).toBe(10);
  });

  it('refuses an invalid config and a duplicate name', () => {
    const element = sheet().elements[0];
    if (element?.type !== 'p') throw new Error('expected a text element');
    expect(() =>
      replaceElementConfig(sheet(), 0, 1, {
        ...element.config,
        style: { ...element.config.style, width: -1 },
      }),
    ).toThrow('Invalid p config: config.style.width');
    expect(() =>
      replaceElementConfig(sheet(), 0, 1, { ...element.config, name: 'Text 1' }),
    ).toThrow('An element named "Text 1" already exists');
  });
});

describe('removeElementVariantConfig', () => {
  it('removes the entry of exactly that combination and keeps the others', () => {
    const base = sheetWithVariants();
    const one = setElementVariantConfig(base, 0, 1, [1, 4], { text: 'Silver 17' });
    const two = setElementVariantConfig(one, 0, 1, [1], { text: '17' });
    const removed = removeElementVariantConfig(two, 0, 1, [4, 1]);
    expect(removed.elements[0]?.variants.map((v) => v.variants)).toEqual([[1]]);
    expect(removeElementVariantConfig(removed, 0, 1, [2])).toBe(removed);
  });
});

describe('movePage', () => {
  const pages = () => {
    let data = addPage(addPage(addPage(sheet())));
    data = addElement(data, 1, 'p', { name: 'on one' });
    data = addElement(data, 2, 'p', { name: 'on two' });
    return deepFreeze(addElement(data, 3, 'p', { name: 'on three' }));
  };
  const names = (data: ReturnType<typeof sheet>) =>
    data.additional_pages.map((page) => page.elements[0]?.config.name);

  it('reorders additional pages and clamps the target', () => {
    expect(names(movePage(pages(), 3, 1))).toEqual(['on three', 'on one', 'on two']);
    expect(names(movePage(pages(), 1, 9))).toEqual(['on two', 'on three', 'on one']);
    expect(names(movePage(pages(), 2, 0))).toEqual(['on two', 'on one', 'on three']);
  });

  it('keeps the main page in place and refuses a missing page', () => {
    const data = pages();
    expect(movePage(data, 2, 2)).toBe(data);
    expect(() => movePage(data, 0, 2)).toThrow('The main page (page 0) cannot be moved');
    expect(() => movePage(data, 4, 1)).toThrow('Page 4 does not exist');
  });
});
