import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydraPage, jsonResponse, mockFetch, sessionFor } from '../../../../test/fetchMock';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';
import { SheetLanguageContext } from './sheetLanguage';

const config = (editor: { current: { data: Parameters<typeof getPage>[0] } }, id: number) =>
  getPage(editor.current.data, 0).elements.find((e) => e.id === id)?.config;

describe('text language select', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const open = (language: string) => {
    mockFetch({ 'GET /api/font_choices': () => jsonResponse(hydraPage([])) });
    return renderEditor(
      <SheetLanguageContext.Provider value={language}>
        <PropertiesPanel />
      </SheetLanguageContext.Provider>,
      sheetWithEveryType(),
      { selectedIds: [1], session: sessionFor('designer', ['ROLE_USER']) },
    );
  };
  const select = () => screen.getByRole('combobox', { name: 'Language' });

  it('shows a master’s text as English and sets another language, and back, one undo step each', async () => {
    const { editor } = open('en');
    expect(config(editor, 1)).not.toHaveProperty('language');
    expect(select()).toHaveTextContent('Automatic: English');
    fireEvent.mouseDown(select());
    fireEvent.click(screen.getByRole('option', { name: 'German' }));
    await waitFor(() => expect(config(editor, 1)).toMatchObject({ language: 'de' }));
    expect(select()).toHaveTextContent('German');
    fireEvent.mouseDown(select());
    fireEvent.click(screen.getByRole('option', { name: 'Automatic: English' }));
    await waitFor(() => expect(config(editor, 1)).not.toHaveProperty('language'));
    expect(editor.steps).toHaveLength(2);
  });

  it('tells in a copy that translated texts take the region’s language, the others the master’s', () => {
    open('cs');
    expect(select()).toHaveTextContent('Automatic: Czech when translated, else English');
    fireEvent.mouseDown(select());
    // All 11 languages, and automatic.
    expect(screen.getAllByRole('option')).toHaveLength(12);
  });
});
