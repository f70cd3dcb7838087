import { getPage } from '@pms/sheet/browser';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PropertiesPanel } from './PropertiesPanel';
import { renderEditor, sheetWithEveryType } from './testEditor';

const withVariants = () =>
  sheetWithEveryType({
    variant_groups: [{ id: 1, name: 'Tyre size' }],
    variants: [
      { id: 1, name: '17 inch', details: '', group: 1 },
      { id: 2, name: '18 inch', details: '', group: 1 },
    ],
  });

function leave(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('edit for this combination', { timeout: 30_000 }, () => {
  it('writes edits to the selected combination and shows its resolved values', async () => {
    const { editor } = renderEditor(<PropertiesPanel />, withVariants(), { selectedIds: [2] });
    expect(screen.getByText('Combination: 17 inch')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Edit for this combination'));
    expect(screen.getByText(/The first change makes an entry/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();

    leave(screen.getByLabelText('Width'), '150');
    const photo = () => getPage(editor.current.data, 0).elements.find((e) => e.id === 2);
    expect(photo()?.config.style.width).toBe(200);
    expect(photo()?.variants).toEqual([
      { id: 1, variants: [1], config: { style: { width: 150 } }, layout: 'locked', type: 'img' },
    ]);
    // The field shows the resolved value for the combination.
    expect(screen.getByLabelText('Width')).toHaveValue(150);
    expect(screen.getByText('Changes apply only to 17 inch.')).toBeInTheDocument();

    // Another combination shows the base config; the entry stays with 17 inch.
    act(() => editor.current.selectVariant(1, 2));
    expect(await screen.findByText('Combination: 18 inch')).toBeInTheDocument();
    expect(screen.getByLabelText('Width')).toHaveValue(200);
    expect(
      screen.queryByRole('button', { name: 'Remove the entry for this combination' }),
    ).not.toBeInTheDocument();
  });

  it('removes the entry of the current combination in one step', () => {
    const data = withVariants();
    const photo = data.elements?.[1] as { variants?: unknown[] };
    photo.variants = [
      { id: 1, variants: [1], config: { style: { width: 150 } }, layout: 'locked', type: 'img' },
    ];
    const { editor } = renderEditor(<PropertiesPanel />, data, { selectedIds: [2] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove the entry for this combination' }));
    expect(getPage(editor.current.data, 0).elements[1]?.variants).toEqual([]);
    expect(editor.steps).toHaveLength(1);
  });
});

describe('dealer mode', { timeout: 30_000 }, () => {
  const dealerSheet = () => {
    const data = sheetWithEveryType();
    for (const element of data.elements ?? []) {
      if (element.id === 1 || element.id === 4 || element.id === 2) {
        (element.config as { dealerEditable?: boolean }).dealerEditable = true;
      }
    }
    return data;
  };

  it('offers only the content of a dealer-editable element and never changes the sheet', () => {
    const { editor } = renderEditor(<PropertiesPanel />, dealerSheet(), {
      mode: 'dealer',
      selectedIds: [4],
    });
    expect(screen.queryByLabelText('Width')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(editor.current.dealerValues).toEqual({ Facts: { items: ['One', 'Two', 'New line'] } });
    fireEvent.click(screen.getByRole('button', { name: "Reset to the sheet's value" }));
    expect(editor.current.dealerValues).toEqual({});
    expect(editor.steps).toEqual([]);
  });

  it('warns when a dealer’s text is longer than the field takes, before any export', () => {
    const { editor } = renderEditor(<PropertiesPanel />, dealerSheet(), {
      mode: 'dealer',
      selectedIds: [1],
    });
    const name = editor.current.resolvedElements.find((e) => e.id === 1)?.config.name ?? '';
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => editor.current.setDealerValue(name, { text: 'x'.repeat(12_345) }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^This text has 12,345 characters; this field takes at most [\d,]+\. Until it is shorter/,
    );
    act(() => editor.current.setDealerValue(name, { text: 'Short again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the image picker for a dealer-editable image', () => {
    renderEditor(<PropertiesPanel />, dealerSheet(), { mode: 'dealer', selectedIds: [2] });
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('says a locked element cannot be changed', () => {
    const { editor } = renderEditor(<PropertiesPanel />, dealerSheet(), {
      mode: 'dealer',
      selectedIds: [6],
    });
    expect(screen.getByText(/This element is locked/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(editor.steps).toEqual([]);
  });
});
