import { parseSheetData } from '@pms/sheet/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../state/testStore';
import { sheetWithVariants } from './fixtures';
import { VariantSelectors } from './VariantSelectors';

async function choose(label: string, option: RegExp) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

// MUI selects are slow in jsdom on a busy machine; nothing here is timed.
describe('VariantSelectors', { timeout: 30_000 }, () => {
  it('shows one select per group with the current selection and changes it', async () => {
    const { editor } = renderInEditor(<VariantSelectors />, { data: sheetWithVariants() });
    expect(screen.getByRole('combobox', { name: 'Tyre size' })).toHaveTextContent('17 inch');
    expect(screen.getByRole('combobox', { name: 'Rim' })).toHaveTextContent('Silver');
    expect(editor().resolvedElements[0]?.config).toMatchObject({ text: '17 silver' });

    await choose('Tyre size', /18 inch/);
    expect(editor().selection).toEqual({ 1: 2, 2: 3 });
    expect(screen.getByRole('combobox', { name: 'Tyre size' })).toHaveTextContent('18 inch');
    // The page resolves for the selection: 18 inch with silver has the "18" override.
    expect(editor().resolvedElements[0]?.config).toMatchObject({ text: '18' });

    await choose('Rim', /Black/);
    expect(editor().resolvedElements[0]?.config).toMatchObject({ text: '18 black' });
  });

  it('lets connected groups follow', async () => {
    const { editor } = renderInEditor(<VariantSelectors />, {
      data: sheetWithVariants({ connected_groups: [[1, 2]] }),
    });
    await choose('Tyre size', /18 inch/);
    expect(editor().selection).toEqual({ 1: 2, 2: 4 });
    expect(screen.getByRole('combobox', { name: 'Rim' })).toHaveTextContent('Black');
  });

  it('renders nothing for a page without groups or with empty groups only', () => {
    const { container } = renderInEditor(<VariantSelectors />, {
      data: sheetWithVariants(),
      pageIndex: 1,
    });
    expect(container).toBeEmptyDOMElement();
    const empty = parseSheetData({ ci: 'bmw', variant_groups: [{ id: 1, name: 'Empty' }] });
    const view = renderInEditor(<VariantSelectors />, { data: empty });
    expect(view.container).toBeEmptyDOMElement();
  });
});
