import { renameElement } from '@pms/sheet/browser';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { LayerList } from './LayerList';

// Every render of a row looks up its element's definition once: a render counter that needs
// nothing in the row itself.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../elements/registry', async (original) => {
  const actual = await original<typeof import('../elements/registry')>();
  return {
    ...actual,
    webDefinitionOf: (...args: Parameters<typeof actual.webDefinitionOf>) => {
      renders.count++;
      return actual.webDefinitionOf(...args);
    },
  };
});

beforeEach(() => {
  renders.count = 0;
});

// On a page of 1,000 elements every row rendering again made a drop take a second.
describe('layer rows render only when their own element changes', { timeout: 30_000 }, () => {
  it('renders one row when one element of six changes', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    expect(renders.count).toBe(6);
    renders.count = 0;
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Title'), 'rename'));
    expect(screen.getByRole('button', { name: 'Text Title' })).toBeInTheDocument();
    expect(renders.count).toBe(1);
  });

  it('renders the rows whose selection changed, and none for hiding another', () => {
    const { editor } = renderEditor(<LayerList />, sheetWithEveryType());
    fireEvent.click(screen.getByRole('button', { name: 'Text Headline' }));
    renders.count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Image Photo' }));
    expect(editor.current.selectedIds).toEqual([2]);
    // The headline is no longer selected, the photo is.
    expect(renders.count).toBe(2);
    renders.count = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Hide Facts' }));
    expect(editor.current.hiddenIds.has(4)).toBe(true);
    expect(renders.count).toBe(1);
  });
});
