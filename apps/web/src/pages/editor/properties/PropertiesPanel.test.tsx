import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withLayout } from '../state/testFonts';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { PropertiesPanel } from './PropertiesPanel';

const element = (editor: { current: { data: Parameters<typeof getPage>[0] } }, id: number) => {
  const found = getPage(editor.current.data, 0).elements.find((e) => e.id === id);
  if (!found) throw new Error(`element ${id} is gone`);
  return found;
};

/** Types into a field key by key, then leaves it: what a user does. */
function typeAndLeave(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  for (let i = 1; i <= text.length; i++) {
    fireEvent.change(field, { target: { value: text.slice(0, i) } });
  }
  fireEvent.blur(field);
}

// MUI in jsdom on a shared machine: a test with a dozen interactions takes seconds.
describe('properties panel', { timeout: 30_000 }, () => {
  it('hints when nothing is selected', () => {
    renderEditor(<PropertiesPanel />, sheetWithEveryType());
    expect(screen.getByText(/Select an element on the page/)).toBeInTheDocument();
  });

  it('sets position and size of several elements at once, showing where they differ', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1, 2],
    });
    expect(screen.getByText('Elements selected: 2.')).toBeInTheDocument();
    expect(screen.getByLabelText('Width')).toHaveValue(200);
    expect(screen.getByLabelText('Top')).toHaveValue(null);
    expect(screen.getByLabelText('Top')).toHaveAttribute('placeholder', 'Mixed');
    typeAndLeave(screen.getByLabelText('Top'), '300');
    expect([element(editor, 1), element(editor, 2)].map((e) => e.config.style.top)).toEqual([
      300, 300,
    ]);
    typeAndLeave(screen.getByLabelText('Width'), '-1');
    expect(screen.getByText('Must be at least 0.')).toBeInTheDocument();
    expect(editor.steps).toHaveLength(1);
  });

  it('commits a typed position once, on leaving the field: one undo step', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [2],
    });
    const width = screen.getByLabelText('Width');
    typeAndLeave(width, '250');
    expect(element(editor, 2).config.style.width).toBe(250);
    expect(editor.steps).toHaveLength(1);
    // Enter commits too.
    const box = within(screen.getByRole('region', { name: 'Position and size (pt)' }));
    const left = box.getByLabelText('Left');
    fireEvent.change(left, { target: { value: '42' } });
    fireEvent.keyDown(left, { key: 'Enter' });
    expect(element(editor, 2).config.style.left).toBe(42);
    expect(editor.steps).toHaveLength(2);
  });

  it('refuses what the schema refuses, with the reason, and changes nothing', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [2],
    });
    typeAndLeave(screen.getByLabelText('Height'), '-5');
    expect(screen.getByText('Must be at least 0.')).toBeInTheDocument();
    expect(element(editor, 2).config.style.height).toBe(80);
    typeAndLeave(screen.getByRole('textbox', { name: 'Text colour' }), 'red');
    expect(
      screen.getByText('Enter a colour like #1c69d4 or cmyk(0, 81, 81, 30).'),
    ).toBeInTheDocument();
    expect(editor.steps).toHaveLength(0);
  });

  it('keeps names unique and renames with a free one', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    const name = screen.getByLabelText('Name');
    typeAndLeave(name, 'Photo');
    expect(screen.getByText('An element named "Photo" already exists.')).toBeInTheDocument();
    expect(element(editor, 1).config.name).toBe('Headline');
    typeAndLeave(name, 'Title');
    expect(element(editor, 1).config.name).toBe('Title');
  });

  it('edits the dealer flag, colours, padding, alignment and link of a text', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    fireEvent.click(screen.getByLabelText('Editable for dealers'));
    expect(element(editor, 1).config.dealerEditable).toBe(true);

    typeAndLeave(screen.getByRole('textbox', { name: 'Text colour' }), '#FF0000');
    expect(element(editor, 1).config.style.color).toBe('#ff0000');
    fireEvent.click(screen.getByRole('button', { name: 'Use the default colour' }));
    expect(element(editor, 1).config.style.color).toBeUndefined();

    typeAndLeave(screen.getByRole('textbox', { name: 'Background colour' }), '#00ff00');
    expect(element(editor, 1).config.style.backgroundColor).toBe('#00ff00');
    fireEvent.click(screen.getByRole('button', { name: 'Make transparent' }));
    expect(element(editor, 1).config.style.backgroundColor).toBe('transparent');

    const padding = within(screen.getByRole('region', { name: 'Padding (pt)' }));
    typeAndLeave(padding.getByLabelText('Bottom'), '6');
    expect(element(editor, 1).config.style.paddingBottom).toBe(6);

    fireEvent.click(screen.getByRole('button', { name: 'Align right' }));
    expect(element(editor, 1).config.style.textAlign).toBe('right');

    typeAndLeave(screen.getByLabelText('Link (URL)'), 'https://example.com');
    expect(element(editor, 1).config.url).toBe('https://example.com');
    expect(editor.steps).toHaveLength(8);
  });

  it('edits font size and shrink-to-fit, and warns about overflow with a way out', async () => {
    // A headline longer than its box, laid out with the real fonts.
    const data = sheetWithEveryType();
    const headline = data.elements?.find((e) => e.id === 1)?.config as { text: string };
    headline.text = `<p>${'Winter offer '.repeat(30)}</p>`;
    await withLayout(data);
    const { editor } = renderEditor(<PropertiesPanel />, data, { selectedIds: [1] });
    typeAndLeave(screen.getByLabelText('Font size (pt)'), '14');
    expect(element(editor, 1).config).toMatchObject({ fontSize: 14 });
    expect(screen.getByText(/does not fit its box/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Shrink to fit' }));
    expect(element(editor, 1).config).toMatchObject({ shrinkToFit: true });
    expect(screen.getByLabelText('Shrink text to fit')).toBeChecked();
  });

  it('justifies a text and switches its hyphenation and runt control, both on by default', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Justify' }));
    expect(element(editor, 1).config.style.textAlign).toBe('justify');
    const hyphenate = screen.getByLabelText('Hyphenate');
    const runts = screen.getByLabelText('Avoid a single word on the last line');
    expect(hyphenate).toBeChecked();
    expect(runts).toBeChecked();
    fireEvent.click(hyphenate);
    expect(element(editor, 1).config).toMatchObject({ hyphenate: false });
    expect(screen.getByLabelText('Hyphenate')).not.toBeChecked();
    fireEvent.click(runts);
    expect(element(editor, 1).config).toMatchObject({ avoidRunts: false });
  });

  it('binds a text to a dealer-profile field and unbinds it, one step each', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fill from the dealer profile' }));
    fireEvent.click(screen.getByRole('option', { name: 'Opening hours' }));
    expect(element(editor, 1).config).toMatchObject({ profileField: 'openingHours' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fill from the dealer profile' }));
    fireEvent.click(screen.getByRole('option', { name: 'Not filled' }));
    expect(element(editor, 1).config).not.toHaveProperty('profileField');
    expect(editor.steps).toHaveLength(2);
  });

  it('edits list size and lines: add, move and remove, one step each', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [4],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Large' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Line 1 down' }));
    expect(element(editor, 4).config).toMatchObject({
      listSize: 'l',
      items: ['Two', 'One', 'New line'],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Line 2' }));
    expect(element(editor, 4).config).toMatchObject({ items: ['Two', 'New line'] });
    expect(editor.steps).toHaveLength(4);
    // Alignment exists for text-like types.
    expect(screen.getByRole('group', { name: 'Alignment' })).toBeInTheDocument();
  });

  it('places an image at one of 9 positions, covering or contained', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [2],
    });
    const grid = screen.getByRole('radiogroup', { name: 'Image position' });
    expect(within(grid).getAllByRole('radio')).toHaveLength(9);
    fireEvent.click(within(grid).getByRole('radio', { name: 'Bottom right' }));
    fireEvent.click(screen.getByRole('button', { name: 'Contain' }));
    expect(element(editor, 2).config.style).toMatchObject({
      backgroundPositionX: 'right',
      backgroundPositionY: 'bottom',
      backgroundSize: 'contain',
    });
    expect(within(grid).getByRole('radio', { name: 'Bottom right' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Choose image' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Alignment' })).not.toBeInTheDocument();
  });

  it("edits the icons' wheel feature per line", () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [5],
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Feature of line 1' }));
    fireEvent.click(screen.getByRole('option', { name: 'Suitable for snow chains' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add line' }));
    expect(element(editor, 5).config).toMatchObject({
      lines: [
        { feature: 'chains', text: 'Star' },
        { feature: 'star', text: 'Star-marked tyre' },
      ],
    });
  });

  it("edits the tyre label's data with selects, numbers in range and switches", () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [6],
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fuel efficiency' }));
    fireEvent.click(screen.getByRole('option', { name: 'A' }));
    typeAndLeave(screen.getByLabelText('Noise (dB)'), '95');
    expect(screen.getByText('Must be at most 90.')).toBeInTheDocument();
    typeAndLeave(screen.getByLabelText('Noise (dB)'), '68');
    fireEvent.click(screen.getByLabelText('Snow grip'));
    typeAndLeave(screen.getByLabelText('Supplier'), 'Other Tyres');
    expect(element(editor, 6).config).toMatchObject({
      tyre: {
        fuelEfficiency: 'A',
        noiseDb: 68,
        snowGrip: true,
        supplier: 'Other Tyres',
        wetGrip: 'A',
      },
    });
    expect(editor.steps).toHaveLength(4);
  });
});
