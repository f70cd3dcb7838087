import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { LayerList } from './LayerList';

const rowNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button', { name: /^(Text|Image|Logo|List|Icons|Tyre label) / })
    .map((row) => row.textContent);

const order = (editor: { current: { data: Parameters<typeof getPage>[0] } }) =>
  getPage(editor.current.data, 0).elements.map((e) => e.config.name);

describe('layer list', { timeout: 30_000 }, () => {
  it('lists the top-most element first and selects with click and Shift-click', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    expect(rowNames()).toEqual(['Label', 'Features', 'Facts', 'Dealer logo', 'Photo', 'Headline']);
    fireEvent.click(screen.getByRole('button', { name: 'Text Headline' }));
    expect(editor.current.selectedIds).toEqual([1]);
    fireEvent.click(screen.getByRole('button', { name: 'List Facts' }), { shiftKey: true });
    expect(editor.current.selectedIds).toEqual([1, 4]);
    fireEvent.click(screen.getByRole('button', { name: 'Text Headline' }), { shiftKey: true });
    expect(editor.current.selectedIds).toEqual([4]);
    fireEvent.click(screen.getByRole('button', { name: 'Image Photo' }));
    expect(editor.current.selectedIds).toEqual([2]);
  });

  it('reorders with the buttons and by dragging, one step each', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    expect(screen.getByRole('button', { name: 'Bring Label forward' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send Headline backward' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Bring Headline forward' }));
    expect(order(editor).slice(0, 2)).toEqual(['Photo', 'Headline']);

    // Drag the label (top) onto the photo's row: it takes the photo's place in the order.
    const rowOf = (name: string) =>
      screen.getByRole('button', { name }).closest('li') as HTMLElement;
    fireEvent.dragStart(rowOf('Tyre label Label'), { dataTransfer: { effectAllowed: '' } });
    fireEvent.dragOver(rowOf('Image Photo'));
    fireEvent.drop(rowOf('Image Photo'));
    expect(order(editor)).toEqual([
      'Label',
      'Photo',
      'Headline',
      'Dealer logo',
      'Facts',
      'Features',
    ]);
    expect(editor.steps).toHaveLength(2);
  });

  it('renames inline on double-click, refusing a duplicate name', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    fireEvent.doubleClick(screen.getByRole('button', { name: 'Text Headline' }));
    const field = screen.getByLabelText('Rename Headline');
    fireEvent.change(field, { target: { value: 'Photo' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('An element named "Photo" already exists.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'Title' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(order(editor)[0]).toBe('Title');
    expect(screen.getByRole('button', { name: 'Text Title' })).toBeInTheDocument();
  });

  it('hides while editing with the eye and marks dealer-editable elements', () => {
    const data = sheetWithEveryType();
    (data.elements?.[0]?.config as { dealerEditable?: boolean }).dealerEditable = true;
    const { editor } = renderEditor(<LayerList />, data);
    fireEvent.click(screen.getByRole('button', { name: 'Hide Headline' }));
    expect(editor.current.hiddenIds.has(1)).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Headline' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('img', { name: 'Editable for dealers' })).toHaveLength(1);
    expect(editor.steps).toEqual([]);
  });

  it('is read-only for dealers: only dealer-editable rows can be selected', () => {
    const data = sheetWithEveryType();
    (data.elements?.[0]?.config as { dealerEditable?: boolean }).dealerEditable = true;
    renderEditor(<LayerList />, data, { mode: 'dealer' });
    expect(screen.getByRole('button', { name: 'Image Photo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Text Headline' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(screen.queryByRole('button', { name: /forward/ })).not.toBeInTheDocument();
  });
});

describe('layer list keyboard', { timeout: 30_000 }, () => {
  it('renames with F2 and cancels with Escape', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Image Photo' }), { key: 'F2' });
    const field = screen.getByLabelText('Rename Photo');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'Hero' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByLabelText('Rename Photo')).not.toBeInTheDocument();
    expect(order(editor)).toContain('Photo');
    expect(editor.steps).toEqual([]);
  });
});
