import { ELEMENT_TYPES, getElementDefinition, getPage } from '@pms/sheet/browser';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { ElementPalette } from './ElementPalette';

const empty = () => sheetWithEveryType({ elements: [] });

describe('element palette', { timeout: 30_000 }, () => {
  it('adds each type with the engine defaults onto the current page and selects it', () => {
    const { editor } = renderEditor(<ElementPalette />, empty());
    // Every type the engine lists, each under its display name ("Add Tyre label").
    const labels = ELEMENT_TYPES.map((type) => getElementDefinition(type).label);
    expect(labels.slice(0, 6)).toEqual(['Text', 'Image', 'Logo', 'List', 'Icons', 'Tyre label']);
    for (const label of labels)
      fireEvent.click(screen.getByRole('button', { name: `Add ${label}` }));

    const elements = getPage(editor.current.data, 0).elements;
    expect(elements.map((e) => e.type)).toEqual([...ELEMENT_TYPES]);
    expect(elements.map((e) => e.config.name)).toEqual(labels.map((label) => `${label} 1`));
    // SPEC section 3's defaults, e.g. the logo at left 50, top 679, 260 x 108.
    expect(elements[2]?.config.style).toMatchObject({
      left: 50,
      top: 679,
      width: 260,
      height: 108,
    });
    expect(editor.current.selectedIds).toEqual([labels.length]);
    expect(editor.steps).toHaveLength(labels.length);
  });

  it('adds onto an additional page when that page is current', () => {
    const data = empty();
    data.additional_pages = [{ elements: [], variant_groups: [], variants: [] }];
    const { editor } = renderEditor(<ElementPalette />, data, { pageIndex: 1 });
    fireEvent.click(screen.getByRole('button', { name: 'Add List' }));
    expect(getPage(editor.current.data, 1).elements.map((e) => e.type)).toEqual(['ul']);
    expect(editor.current.data.elements).toEqual([]);
  });

  it('is not offered to dealers', () => {
    renderEditor(<ElementPalette />, empty(), { mode: 'dealer' });
    expect(screen.queryByRole('button', { name: 'Add Text' })).not.toBeInTheDocument();
  });
});
