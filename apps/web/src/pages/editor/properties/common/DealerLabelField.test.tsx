import { type Element, getPage } from '@pms/sheet/browser';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

/** The headline (id 1) open to dealers, named as designers and imports name it. */
function sheet(config: Partial<Element['config']> = {}) {
  const data = sheetWithEveryType();
  const headline = data.elements?.find((e) => e.id === 1);
  if (headline === undefined) throw new Error('no headline');
  Object.assign(headline.config, { name: 'dealer_contact', dealerEditable: true, ...config });
  return data;
}

const headline = (editor: { current: { data: Parameters<typeof getPage>[0] } }) =>
  getPage(editor.current.data, 0).elements.find((e) => e.id === 1)?.config;

function leave(field: HTMLElement, value: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('label for dealers in the properties panel', { timeout: 30_000 }, () => {
  it('shows what dealers read while empty, and stores a label written in one step', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheet(), { selectedIds: [1] });
    const field = screen.getByRole('textbox', { name: 'Label for dealers' });
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'Dealer contact');
    expect(
      screen.getByText(
        'What dealers read above this field. Left empty, they read “Dealer contact”.',
      ),
    ).toBeInTheDocument();

    leave(field, '  Your contact details ');
    expect(headline(editor)?.dealerLabel).toBe('Your contact details');
    // The name imports and translations match by stays as it was.
    expect(headline(editor)?.name).toBe('dealer_contact');
    expect(editor.steps).toHaveLength(1);
    expect(field).toHaveValue('Your contact details');
  });

  it('removes the label when emptied, so dealers read the readable name again', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheet({ dealerLabel: 'Contact' }), {
      selectedIds: [1],
    });
    const field = screen.getByRole('textbox', { name: 'Label for dealers' });
    expect(field).toHaveValue('Contact');
    leave(field, '   ');
    expect(headline(editor)).not.toHaveProperty('dealerLabel');
    expect(editor.steps).toHaveLength(1);
  });

  it('is offered only for fields open to dealers', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheet({ dealerEditable: false }), {
      selectedIds: [1],
    });
    expect(screen.queryByRole('textbox', { name: 'Label for dealers' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Editable for dealers'));
    expect(headline(editor)?.dealerEditable).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Label for dealers' })).toBeInTheDocument();
  });

  it('is not offered for a logo, which dealers do not fill in', () => {
    const data = sheet();
    const logo = data.elements?.find((e) => e.id === 3);
    if (logo === undefined) throw new Error('no logo');
    Object.assign(logo.config, { dealerEditable: true });
    renderEditor(<PropertiesPanel />, data, { selectedIds: [3] });
    expect(screen.getByLabelText('Editable for dealers')).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Label for dealers' })).not.toBeInTheDocument();
  });

  it('is one label for every variant, not written per combination', () => {
    const data = sheet();
    data.variant_groups = [{ id: 1, name: 'Tyre size' }];
    data.variants = [{ id: 1, name: '17 inch', details: '', group: 1 }];
    renderEditor(<PropertiesPanel />, data, { selectedIds: [1] });
    fireEvent.click(screen.getByLabelText('Edit for this combination'));
    expect(screen.getByRole('textbox', { name: 'Label for dealers' })).toBeDisabled();
    expect(
      screen.getByText('The label for dealers is the same for every variant.'),
    ).toBeInTheDocument();
  });
});
