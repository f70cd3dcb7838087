import { getPage, parseSheetData } from '@pms/sheet/browser';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../../test/fetchMock';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

const config = (editor: { current: { data: Parameters<typeof getPage>[0] } }, id: number) =>
  getPage(editor.current.data, 0).elements.find((e) => e.id === id)?.config;

describe('font family select', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers the ci's font, Noto Sans and each uploaded family by name; one undo step each", async () => {
    mockFetch({
      'GET /api/font_choices': () =>
        jsonResponse(hydraPage([{ name: 'BMW Type Next', fontFamily: 'brand-4' }])),
    });
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
      session: sessionFor('designer', ['ROLE_USER']),
    });
    const select = () => screen.getByRole('combobox', { name: 'Font family' });
    expect(select()).toHaveTextContent('Brand font');
    fireEvent.mouseDown(select());
    fireEvent.click(await screen.findByRole('option', { name: 'BMW Type Next' }));
    expect(config(editor, 1)).toMatchObject({ fontFamily: 'brand-4' });
    fireEvent.mouseDown(select());
    fireEvent.click(screen.getByRole('option', { name: 'Noto Sans' }));
    expect(config(editor, 1)).toMatchObject({ fontFamily: 'noto-sans' });
    fireEvent.mouseDown(select());
    fireEvent.click(screen.getByRole('option', { name: 'Brand font' }));
    expect(config(editor, 1)).not.toHaveProperty('fontFamily');
    expect(editor.steps).toHaveLength(3);
  });

  it('says so when the family an element names was deleted', async () => {
    mockFetch({ 'GET /api/font_choices': () => jsonResponse(hydraPage([])) });
    const sheet = parseSheetData(sheetWithEveryType());
    const elements = sheet.elements.map((element) =>
      element.type === 'p'
        ? { ...element, config: { ...element.config, fontFamily: 'brand-9' } }
        : element,
    );
    renderEditor(
      <PropertiesPanel />,
      { ...sheet, elements },
      {
        selectedIds: [1],
        session: sessionFor('designer', ['ROLE_USER']),
      },
    );
    expect(await screen.findByText(/This family was deleted/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Font family' })).toHaveTextContent(
      'Deleted font family',
    );
  });
});
