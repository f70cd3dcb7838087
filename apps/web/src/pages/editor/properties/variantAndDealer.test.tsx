import { getPage } from '@pms/sheet/browser';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { PropertiesPanel } from './PropertiesPanel';

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

describe('the panel shows what the canvas shows', { timeout: 30_000 }, () => {
  /** The tyre label with an entry of its own for 17 inch (selected first): another size. */
  const withOverride = () => {
    const data = withVariants();
    const label = data.elements?.[5] as { variants?: unknown[] };
    label.variants = [
      {
        id: 1,
        variants: [1],
        config: { tyre: { sizeDesignation: '225/50 R17 94H' } },
        layout: 'locked',
        type: 'tyre_label',
      },
    ];
    return data;
  };
  const label = (editor: { current: { data: Parameters<typeof getPage>[0] } }) =>
    getPage(editor.current.data, 0).elements.find((e) => e.id === 6);

  it("shows the combination's own value with the switch off, and says the edit goes to the base", async () => {
    const { editor } = renderEditor(<PropertiesPanel />, withOverride(), { selectedIds: [6] });
    expect(screen.getByText('Combination: 17 inch')).toBeInTheDocument();
    expect(screen.getByLabelText('Size designation')).toHaveValue('225/50 R17 94H');
    const target = screen.getByTestId('edit-target');
    expect(target).toHaveTextContent(
      /^Editing the base: changes apply to every combination without its own value\. Values set for 17 inch alone are shown/,
    );

    // A field the combination sets itself: an edit of the base would not be seen, so it is refused.
    leave(screen.getByLabelText('Size designation'), '205/55 R16 91H');
    expect(
      screen.getByText(/17 inch has its own value here, which the base does not change/),
    ).toBeInTheDocument();
    expect(label(editor)?.config).toMatchObject({ tyre: { sizeDesignation: '225/45 R18 95Y' } });
    expect(editor.steps).toEqual([]);

    // A field it does not set: the edit goes to the base, and every combination shows it.
    leave(screen.getByLabelText('Supplier'), 'Other Tyres');
    expect(label(editor)?.config).toMatchObject({ tyre: { supplier: 'Other Tyres' } });
    expect(label(editor)?.variants).toHaveLength(1);
    expect(screen.getByLabelText('Supplier')).toHaveValue('Other Tyres');

    // 18 inch has no value of its own: the base, and no word of own values.
    act(() => editor.current.selectVariant(1, 2));
    expect(await screen.findByText('Combination: 18 inch')).toBeInTheDocument();
    expect(screen.getByLabelText('Size designation')).toHaveValue('225/45 R18 95Y');
    expect(screen.getByTestId('edit-target')).toHaveTextContent(
      /^Editing the base: changes apply to every combination without its own value\.$/,
    );
  });

  it('edits only the combination with the switch on, and says so', async () => {
    const { editor } = renderEditor(<PropertiesPanel />, withOverride(), { selectedIds: [6] });
    fireEvent.click(screen.getByLabelText('Edit for this combination'));
    expect(screen.getByTestId('edit-target')).toHaveTextContent('Changes apply only to 17 inch.');
    const field = await screen.findByLabelText('Size designation');
    expect(field).toHaveValue('225/50 R17 94H');
    leave(field, '215/55 R17 98V');
    expect(label(editor)?.config).toMatchObject({ tyre: { sizeDesignation: '225/45 R18 95Y' } });
    expect(label(editor)?.variants?.[0]?.config).toEqual({
      tyre: { sizeDesignation: '215/55 R17 98V' },
    });
    expect(screen.getByLabelText('Size designation')).toHaveValue('215/55 R17 98V');
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
