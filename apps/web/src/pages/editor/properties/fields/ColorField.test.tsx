import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

const style = (editor: { current: { data: Parameters<typeof getPage>[0] } }) => {
  const found = getPage(editor.current.data, 0).elements.find((e) => e.id === 1);
  if (!found) throw new Error('the text is gone');
  return found.config.style;
};

function typeAndLeave(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe('colour field with CMYK', { timeout: 30_000 }, () => {
  it('takes cmyk(…) typed in, stores device-cmyk and shows it as designers write it', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    const field = screen.getByRole('textbox', { name: 'Text colour' });
    typeAndLeave(field, 'cmyk(0, 81, 81, 30)');
    expect(style(editor).color).toBe('device-cmyk(0 0.81 0.81 0.3)');
    expect(field).toHaveValue('cmyk(0, 81, 81, 30)');
    // The swatch and the hint show the on-screen equivalent (naive outside a loaded profile).
    expect(screen.getByLabelText('Pick Text colour')).toHaveValue('#b32222');
    expect(screen.getByText('Printed in CMYK; on screen #b32222')).toBeInTheDocument();
  });

  it('edits one separation in the CMYK inputs, starting from the hex colour', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    typeAndLeave(screen.getByRole('textbox', { name: 'Background colour' }), '#ff0000');
    fireEvent.click(
      screen.getByRole('button', { name: 'Background colour: Enter as CMYK (print colours)' }),
    );
    const black = screen.getByLabelText('Background colour: Black (%)');
    expect(black).toHaveValue('0');
    expect(screen.getByLabelText('Background colour: Magenta (%)')).toHaveValue('100');
    typeAndLeave(black, '30');
    expect(style(editor).backgroundColor).toBe('device-cmyk(0 1 1 0.3)');
    typeAndLeave(black, '130');
    expect(screen.getByText('Must be at most 100.')).toBeInTheDocument();
    expect(style(editor).backgroundColor).toBe('device-cmyk(0 1 1 0.3)');
    expect(editor.steps).toHaveLength(2);
  });
});

describe('the swatch of a colour not set', { timeout: 30_000 }, () => {
  const swatchOf = (field: string) => {
    const picker = screen.getByLabelText(`Pick ${field}`);
    const swatch = picker.parentElement;
    if (swatch === null) throw new Error('the picker has no swatch');
    return { picker, swatch };
  };

  it('shows background "None" as none, white struck through in red, not as black', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    expect(screen.getByRole('textbox', { name: 'Background colour' })).toHaveAttribute(
      'placeholder',
      'None',
    );
    const { picker, swatch } = swatchOf('Background colour');
    expect(swatch).toHaveAttribute('data-swatch', 'none');
    const none = within(swatch).getByTestId('none-swatch');
    expect(none.querySelector('rect')).toHaveAttribute('fill', '#ffffff');
    expect(none.querySelector('line')).toHaveAttribute('stroke', '#d32f2f');
    // The browser's own swatch would show the picker's value (black): unseen, still clickable.
    expect(picker).toHaveStyle({ opacity: '0' });

    typeAndLeave(screen.getByRole('textbox', { name: 'Background colour' }), '#336699');
    expect(style(editor).backgroundColor).toBe('#336699');
    expect(swatchOf('Background colour').swatch).toHaveAttribute('data-swatch', 'color');
    expect(screen.queryByTestId('none-swatch')).not.toBeInTheDocument();
    expect(swatchOf('Background colour').picker).toHaveStyle({ opacity: '1' });
  });

  it('keeps black for the default text colour, which is black', () => {
    renderEditor(<PropertiesPanel />, sheetWithEveryType(), { selectedIds: [1] });
    const { picker, swatch } = swatchOf('Text colour');
    expect(swatch).toHaveAttribute('data-swatch', 'color');
    expect(within(swatch).queryByTestId('none-swatch')).not.toBeInTheDocument();
    expect(picker).toHaveValue('#000000');
    expect(picker).toHaveStyle({ opacity: '1' });
  });
});
