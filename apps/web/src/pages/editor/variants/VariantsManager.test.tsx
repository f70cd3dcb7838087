import { deleteVariant, deleteVariantGroup } from '@pms/sheet/browser';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInEditor } from '../state/testStore';
import { sheetWithVariants } from './fixtures';
import { VariantsManager } from './VariantsManager';

function setup(options: { connected?: number[][] } = {}) {
  const view = renderInEditor(<VariantsManager />, {
    data: sheetWithVariants({ connected_groups: options.connected ?? [] }),
  });
  const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
  const dialog = () => within(screen.getByRole('dialog'));
  const type = (label: string, value: string) =>
    fireEvent.change(dialog().getByLabelText(label), { target: { value } });
  const variantNames = (group: number) =>
    view
      .editor()
      .data.variants.filter((v) => v.group === group)
      .map((v) => v.name);
  return { ...view, click, dialog, type, variantNames };
}

// MUI dialogs and role queries are slow in jsdom on a busy machine; nothing here is timed.
describe('VariantsManager', { timeout: 30_000 }, () => {
  it('lists the groups of the page with their variants', () => {
    setup();
    const tyre = within(screen.getByRole('region', { name: 'Tyre size' }));
    expect(tyre.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '17 inch225/50 R17',
      '18 inch225/45 R18',
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Rim' })).getAllByRole('listitem'),
    ).toHaveLength(2);
  });

  it('adds a group after checking its name inline, as one undo step', async () => {
    const { click, dialog, type, editor } = setup();
    click('Add group');
    type('Group name', '  ');
    expect(dialog().getByText('Please enter a name.')).toBeInTheDocument();
    expect(dialog().getByRole('button', { name: 'Save' })).toBeDisabled();
    type('Group name', 'rim');
    expect(dialog().getByText('This page already has a group with this name.')).toBeInTheDocument();
    type('Group name', 'Paint');
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor().data.variant_groups).toEqual([
      { id: 1, name: 'Tyre size' },
      { id: 2, name: 'Rim' },
      { id: 3, name: 'Paint' },
    ]);
    expect(screen.getByRole('region', { name: 'Paint' })).toHaveTextContent('No variants yet.');
    act(() => editor().undo());
    expect(editor().data.variant_groups).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Paint' })).not.toBeInTheDocument();
  });

  it('renames a group, keeping its own name allowed', async () => {
    const { click, dialog, type, editor } = setup();
    click('Rename group Rim');
    expect(dialog().getByLabelText('Group name')).toHaveValue('Rim');
    type('Group name', 'Tyre size');
    expect(dialog().getByText('This page already has a group with this name.')).toBeInTheDocument();
    type('Group name', 'Rim colour');
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(editor().data.variant_groups[1]?.name).toBe('Rim colour'));
  });

  it('adds and edits a variant with details, names unique within the group only', async () => {
    const { dialog, type, editor, variantNames } = setup();
    const rim = within(screen.getByRole('region', { name: 'Rim' }));
    fireEvent.click(rim.getByRole('button', { name: 'Add variant' }));
    expect(screen.getByRole('dialog', { name: 'Add variant to Rim' })).toBeInTheDocument();
    type('Variant name', 'black');
    expect(
      dialog().getByText('This group already has a variant with this name.'),
    ).toBeInTheDocument();
    // A name of another group is fine.
    type('Variant name', '17 inch');
    expect(dialog().queryByText(/already has a variant/)).not.toBeInTheDocument();
    type('Variant name', 'Chrome');
    type('Details', 'Winter package');
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(editor().data.variants.at(-1)).toEqual({
      id: 5,
      name: 'Chrome',
      details: 'Winter package',
      group: 2,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit variant Chrome' }));
    expect(dialog().getByLabelText('Details')).toHaveValue('Winter package');
    type('Variant name', 'Chrome shadow');
    type('Details', '');
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(variantNames(2)).toEqual(['Silver', 'Black', 'Chrome shadow']));
    expect(editor().data.variants.at(-1)?.details).toBe('');
  });

  it('deletes a variant after asking, with the element entries that use it', async () => {
    const { click, editor } = setup();
    click('Delete variant 18 inch');
    const confirm = within(screen.getByRole('dialog', { name: 'Delete variant?' }));
    expect(
      confirm.getByText(
        'The variant "18 inch" is deleted together with the element overrides that use it (2).',
      ),
    ).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(editor().data.variants).toHaveLength(4);

    click('Delete variant 18 inch');
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(editor().data.variants.map((v) => v.id)).toEqual([1, 3, 4]));
    expect(editor().data.elements[0]?.variants.map((e) => e.variants)).toEqual([[1, 3]]);
    act(() => editor().undo());
    expect(editor().data.elements[0]?.variants).toHaveLength(3);
  });

  it('deletes a group after asking, with its variants, their entries and connections', async () => {
    const { click, editor } = setup({ connected: [[1, 2]] });
    click('Delete group Rim');
    const confirm = within(screen.getByRole('dialog', { name: 'Delete variant group?' }));
    expect(
      confirm.getByText(
        'The group "Rim" is deleted together with its variants (2) and the element overrides that use them (2).',
      ),
    ).toBeInTheDocument();
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(editor().data.variant_groups).toEqual([{ id: 1, name: 'Tyre size' }]),
    );
    expect(editor().data.variants.map((v) => v.id)).toEqual([1, 2]);
    expect(editor().data.elements[0]?.variants.map((e) => e.variants)).toEqual([[2]]);
    expect(editor().data.connected_groups).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Rim' })).not.toBeInTheDocument();
  });

  it('orders groups and variants', () => {
    const { click, editor, variantNames } = setup();
    expect(screen.getByRole('button', { name: 'Move Tyre size up' })).toBeDisabled();
    click('Move Tyre size down');
    expect(editor().data.variant_groups.map((g) => g.name)).toEqual(['Rim', 'Tyre size']);
    click('Move Black up');
    expect(variantNames(2)).toEqual(['Black', 'Silver']);
  });

  it('connects and disconnects groups', async () => {
    const { editor } = setup();
    const rim = within(screen.getByRole('region', { name: 'Rim' }));
    fireEvent.mouseDown(rim.getByRole('combobox', { name: 'Connected with' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Tyre size' }),
    );
    expect(editor().data.connected_groups).toEqual([[1, 2]]);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Tyre size' }));
    expect(editor().data.connected_groups).toEqual([]);
  });

  it.each([
    [
      'renaming a group',
      'Rename group Rim',
      'Group name',
      'Variant Group not saved, please try again or contact support.',
    ],
    [
      'editing a variant',
      'Edit variant Black',
      'Variant name',
      'Variant not saved, please try again or contact support.',
    ],
  ])('says so when %s fails, leaving the sheet as it was', async (_, button, label, message) => {
    const { click, dialog, type, editor } = setup();
    click(button);
    type(label, 'x');
    // An undo elsewhere removed what the dialog edits: the engine refuses the change.
    act(() => editor().apply((d) => deleteVariantGroup(d, 0, 2)));
    const before = editor().data;
    fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(editor().data).toBe(before);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when deleting a group fails', async () => {
    const { click, editor } = setup();
    click('Delete group Rim');
    act(() => editor().apply((d) => deleteVariant(deleteVariantGroup(d, 0, 2), 0, 1)));
    const before = editor().data;
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Variant Group not deleted, please try again or contact support.'),
    ).toBeInTheDocument();
    expect(editor().data).toBe(before);
  });

  it('shows nothing in dealer mode', () => {
    const { container } = renderInEditor(<VariantsManager />, {
      data: sheetWithVariants(),
      mode: 'dealer',
    });
    expect(container).toBeEmptyDOMElement();
  });
});
