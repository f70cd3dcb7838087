import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLayout } from '../state/testFonts';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { DealerFormFields } from './DealerFormFields';

/**
 * Every type on the page, and a QR code below them all; the headline, photo, list, logo, tyre
 * label and QR code open to dealers.
 */
function dealerSheet() {
  const data = sheetWithEveryType();
  for (const element of data.elements ?? []) {
    if ([1, 2, 3, 4, 6].includes(element.id)) {
      (element.config as { dealerEditable?: boolean }).dealerEditable = true;
    }
  }
  data.elements?.push({
    id: 7,
    type: 'qr',
    config: {
      name: 'Website',
      dealerEditable: true,
      content: 'https://example.com/winter',
      style: { left: 10, top: 400, width: 80, height: 80 },
    },
  });
  return data;
}

const sections = () =>
  screen.getAllByRole('region').map((section) => section.getAttribute('aria-labelledby'));

describe('the dealer form on a phone', { timeout: 30_000 }, () => {
  it('asks for each field a dealer fills in, in reading order, and nothing else', () => {
    renderEditor(<DealerFormFields />, dealerSheet(), { mode: 'dealer' });
    const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    // Top to bottom: the tyre label (top 10, left 300) comes after the headline (left 10);
    // logos and tyre labels are filled in automatically, the features are locked.
    expect(names).toEqual(['Headline', 'Photo', 'Facts', 'Website']);
    expect(sections()).toEqual([
      'dealer-field-1-name',
      'dealer-field-2-name',
      'dealer-field-4-name',
      'dealer-field-7-name',
    ]);
    // Each text box is named by its field, not "Text" three times.
    expect(screen.getByRole('textbox', { name: 'Headline' })).toBeInTheDocument();
    const photo = screen.getByRole('region', { name: 'Photo' });
    expect(within(photo).getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
  });

  it('takes a QR code’s content as the dealer’s own value, like the desktop panel', () => {
    const { editor } = renderEditor(<DealerFormFields />, dealerSheet(), { mode: 'dealer' });
    const website = screen.getByRole('textbox', { name: 'Website' });
    expect(website).toHaveValue('https://example.com/winter');
    fireEvent.change(website, { target: { value: ' https://dealer.example/  ' } });
    fireEvent.blur(website);
    expect(editor.current.dealerValues).toEqual({ Website: { text: 'https://dealer.example/' } });
    expect(editor.steps).toEqual([]);
  });

  it('says so when the page has nothing to fill in', () => {
    renderEditor(<DealerFormFields />, sheetWithEveryType(), { mode: 'dealer' });
    expect(screen.getByText('This page has no fields for you to fill in.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('keeps the values as the dealer’s own and resets them, never changing the sheet', () => {
    const { editor } = renderEditor(<DealerFormFields />, dealerSheet(), { mode: 'dealer' });
    const facts = screen.getByRole('region', { name: 'Facts' });
    fireEvent.click(within(facts).getByRole('button', { name: 'Add line' }));
    expect(editor.current.dealerValues).toEqual({ Facts: { items: ['One', 'Two', 'New line'] } });
    fireEvent.click(within(facts).getByRole('button', { name: "Reset to the sheet's value" }));
    expect(editor.current.dealerValues).toEqual({});
    expect(editor.steps).toEqual([]);
  });

  it('warns beside the field when a text is longer than the field takes', () => {
    const { editor } = renderEditor(<DealerFormFields />, dealerSheet(), { mode: 'dealer' });
    const headline = screen.getByRole('region', { name: 'Headline' });
    expect(within(headline).queryByRole('alert')).not.toBeInTheDocument();
    act(() => editor.current.setDealerValue('Headline', { text: 'x'.repeat(12_345) }));
    expect(within(headline).getByRole('alert')).toHaveTextContent(
      /^This text has 12,345 characters; this field takes at most [\d,]+\. Until it is shorter/,
    );
    expect(within(screen.getByRole('region', { name: 'Facts' })).queryByRole('alert')).toBeNull();
  });

  it('warns beside the field when the dealer’s text overflows its box on the page', async () => {
    // Laid out with the real fonts: two lines of 12 pt in a box 11.6 pt high run 12.4 pt below.
    const data = dealerSheet();
    const box = data.elements?.find((e) => e.id === 1)?.config as { style: object };
    box.style = { ...box.style, width: 120, height: 11.6 };
    await withLayout(data);
    renderEditor(<DealerFormFields />, data, {
      mode: 'dealer',
      dealerValues: { Headline: { text: '<p>A much longer headline of the dealer</p>' } },
    });
    const headline = screen.getByRole('region', { name: 'Headline' });
    expect(within(headline).getByRole('alert')).toHaveTextContent(/12\.4/);
  });
});
