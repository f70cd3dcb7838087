import type { ButtonProps, FormControlLabelProps } from '@mui/material';
import { renameElement } from '@pms/sheet/browser';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ZoomState } from '../canvas/zoom';
import { ElementPalette } from '../palette/ElementPalette';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { EditorToolbar } from './EditorToolbar';

// On a page of 1,000 elements every component that renders on a drop lengthens its frame:
// count the renders of the toolbar's preview switch and of the palette's buttons.
const renders = vi.hoisted(() => ({ labels: 0, buttons: 0 }));
vi.mock('@mui/material', async (original) => {
  const actual = await original<typeof import('@mui/material')>();
  return {
    ...actual,
    FormControlLabel: (props: FormControlLabelProps) => {
      renders.labels++;
      return <actual.FormControlLabel {...props} />;
    },
    Button: (props: ButtonProps) => {
      renders.buttons++;
      return <actual.Button {...props} />;
    },
  };
});

beforeEach(() => {
  renders.labels = 0;
  renders.buttons = 0;
});

const noop = () => undefined;
const zoom: ZoomState = {
  zoom: 1,
  fit: true,
  setZoom: noop,
  zoomIn: noop,
  zoomOut: noop,
  fitToWindow: noop,
  setFitZoom: noop,
};

describe('the toolbar and the palette on an edit', { timeout: 30_000 }, () => {
  it('render the toolbar again only when undo or redo changes, not for every edit', () => {
    const { editor } = renderEditor(
      <EditorToolbar
        zoom={zoom}
        canDesign
        preview={false}
        onPreviewChange={noop}
        saving={false}
        dirty={false}
        onSave={noop}
        onSettings={noop}
        actions={[]}
      />,
      sheetWithEveryType(),
    );
    expect(screen.getByRole('button', { name: /Undo/ })).toBeDisabled();
    // The first edit makes undo possible: the bar shows it.
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Title'), 'rename'));
    expect(screen.getByRole('button', { name: /Undo/ })).toBeEnabled();
    expect(renders.labels).toBeGreaterThan(0);
    renders.labels = 0;
    // The second changes nothing the bar shows.
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Headline'), 'rename'));
    expect(editor.current.data.elements[0]?.config.name).toBe('Headline');
    expect(renders.labels).toBe(0);
  });

  it('never render the palette for an edit of the document', () => {
    const { editor } = renderEditor(<ElementPalette />, sheetWithEveryType());
    expect(renders.buttons).toBeGreaterThan(0);
    renders.buttons = 0;
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Title'), 'rename'));
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Headline'), 'rename'));
    expect(editor.current.data.elements[0]?.config.name).toBe('Headline');
    expect(renders.buttons).toBe(0);
  });
});
