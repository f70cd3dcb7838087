import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealerPanel } from '../properties/dealer/DealerPanel';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { DealerFormFields } from './DealerFormFields';

/**
 * The headline open to dealers with a Czech label of its own, and the list open to dealers
 * under a designer's name without one.
 */
function labelledSheet() {
  const data = sheetWithEveryType();
  for (const element of data.elements ?? []) {
    if (element.id === 1) {
      Object.assign(element.config, { dealerEditable: true, dealerLabel: 'Nadpis nabídky' });
    }
    if (element.id === 4) {
      Object.assign(element.config, { dealerEditable: true, name: 'opening_hours' });
    }
  }
  return data;
}

describe('dealers read their label on each field, not the designer’s name', {
  timeout: 30_000,
}, () => {
  it('names the phone form’s sections and text boxes by the label or the readable name', () => {
    const { editor } = renderEditor(<DealerFormFields />, labelledSheet(), { mode: 'dealer' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Nadpis nabídky', 'Opening hours']);
    expect(screen.getByRole('region', { name: 'Nadpis nabídky' })).toBeInTheDocument();
    expect(screen.queryByText('Headline')).not.toBeInTheDocument();
    expect(screen.queryByText('opening_hours')).not.toBeInTheDocument();
    // The values stay keyed by the element's name, which exports and imports match by.
    expect(screen.getByRole('textbox', { name: 'Nadpis nabídky' })).toBeInTheDocument();
    const hours = screen.getByRole('region', { name: 'Opening hours' });
    fireEvent.click(within(hours).getByRole('button', { name: 'Add line' }));
    expect(Object.keys(editor.current.dealerValues)).toEqual(['opening_hours']);
  });

  it('heads the desktop panel of the selected field with its label', () => {
    const { editor } = renderEditor(<DealerPanel />, labelledSheet(), {
      mode: 'dealer',
      selectedIds: [1],
    });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Nadpis nabídky');
    act(() => editor.current.select([4]));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Opening hours');
  });
});
