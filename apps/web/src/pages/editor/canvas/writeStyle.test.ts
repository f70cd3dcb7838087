import {
  addElement,
  addVariant,
  addVariantGroup,
  parseSheetData,
  resolvePage,
  type SheetData,
} from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { writeStyle } from './writeStyle';

function sheetWithVariants(): { data: SheetData; red: number; blue: number; id: number } {
  let data = parseSheetData({ schemaVersion: 1, ci: 'bmw' });
  data = addElement(data, 0, 'p');
  data = addVariantGroup(data, 0, 'Colour');
  const group = data.variant_groups[0]?.id ?? 0;
  data = addVariant(data, 0, { name: 'Red', group });
  data = addVariant(data, 0, { name: 'Blue', group });
  const [red, blue] = data.variants.map((variant) => variant.id);
  return { data, red: red ?? 0, blue: blue ?? 0, id: data.elements[0]?.id ?? 0 };
}

describe('writeStyle', () => {
  it('moves the base box when not editing a combination', () => {
    const { data, id, red } = sheetWithVariants();
    const editor = { variantEntry: false, selection: { 1: red }, pageIndex: 0 };
    const next = writeStyle(editor, data, id, { left: 300 });
    expect(next.elements[0]?.config.style.left).toBe(300);
    expect(next.elements[0]?.variants).toEqual([]);
  });

  it('moves only the selected combination while editing it', () => {
    const { data, id, red, blue } = sheetWithVariants();
    const group = data.variant_groups[0]?.id ?? 0;
    const editor = { variantEntry: true, selection: { [group]: red }, pageIndex: 0 };
    const next = writeStyle(editor, data, id, { left: 300, top: 50 });
    expect(next.elements[0]?.config.style.left).toBe(200);
    expect(resolvePage(next, { [group]: red })[0]?.config.style).toMatchObject({
      left: 300,
      top: 50,
    });
    expect(resolvePage(next, { [group]: blue })[0]?.config.style).toMatchObject({
      left: 200,
      top: 100,
    });
  });
});
