import { getPage } from '@pms/sheet/browser';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../../state/testStore';
import { PropertiesPanel } from '../PropertiesPanel';

const config = (editor: { current: { data: Parameters<typeof getPage>[0] } }) =>
  getPage(editor.current.data, 0).elements.find((e) => e.id === 1)?.config as {
    shrinkToFit?: boolean;
    minFontSize?: number;
  };

function typeAndLeave(field: HTMLElement, text: string) {
  fireEvent.focus(field);
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe('the minimum size of a shrinking text (issue #44)', { timeout: 30_000 }, () => {
  it('is offered beside shrink to fit, 6 pt by default, and takes another size', () => {
    const { editor } = renderEditor(<PropertiesPanel />, sheetWithEveryType(), {
      selectedIds: [1],
    });
    expect(screen.queryByLabelText('Smallest size (pt)')).not.toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Shrink text to fit'));
    expect(config(editor).shrinkToFit).toBe(true);
    const field = screen.getByLabelText('Smallest size (pt)');
    expect(field).toHaveValue(6);
    typeAndLeave(field, '7.5');
    expect(config(editor).minFontSize).toBe(7.5);
    typeAndLeave(screen.getByLabelText('Smallest size (pt)'), '0');
    expect(config(editor).minFontSize).toBe(7.5);
  });
});
