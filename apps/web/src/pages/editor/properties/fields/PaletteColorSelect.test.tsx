import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../../test/fetchMock';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

const color = (id: number, ci: string, name: string, stored: string) => ({
  '@id': `/api/palette_colors/${id}`,
  id,
  ci,
  name,
  cyan: 100,
  magenta: 45,
  yellow: 0,
  black: 14,
  spotName: stored.includes('spot(') ? 'PANTONE 2945 C' : null,
  color: `palette(${id} ${stored})`,
  version: 1,
});

const PALETTE = [
  color(1, 'bmw', 'BMW Blue', 'spot("PANTONE 2945 C" 1 0.45 0 0.14)'),
  color(2, 'bmw', 'BMW Dark Grey', 'device-cmyk(0 0 0 0.85)'),
  color(6, 'mini', 'MINI Chili Red', 'device-cmyk(0 1 0.85 0.05)'),
];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('brand colours in colour fields', { timeout: 30_000 }, () => {
  it("offers the sheet's brand colours by name and stores the palette reference with its values", async () => {
    mockFetch({ 'GET /api/palette_colors': () => jsonResponse(hydraPage(PALETTE)) });
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
      session: sessionFor('maria', ['ROLE_ADMIN']),
    });
    const select = await screen.findByRole('combobox', { name: 'Brand colour for Text colour' });
    fireEvent.mouseDown(select);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // The sheet is a BMW sheet: MINI's colours are not offered.
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose a brand colour',
      'BMW Blue',
      'BMW Dark Grey',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'BMW Blue' }));
    const text = getPage(editor.current.data, 0).elements.find((e) => e.id === 1);
    expect(text?.config.style.color).toBe('palette(1 spot("PANTONE 2945 C" 1 0.45 0 0.14))');
    // The field names the colour and shows its values as designers write them.
    expect(
      screen.getByRole('combobox', { name: 'Brand colour for Text colour' }),
    ).toHaveTextContent('BMW Blue');
    expect(screen.getByText('PANTONE 2945 C · C 100 M 45 Y 0 K 14')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text colour' })).toHaveValue(
      'cmyk(100, 45, 0, 14)',
    );
  });
});
