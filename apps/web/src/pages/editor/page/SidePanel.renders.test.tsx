import type { TabsProps } from '@mui/material';
import { renameElement } from '@pms/sheet/browser';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useEditor } from '../editorApi';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { SidePanel } from './SidePanel';

// MUI's Tabs measure themselves after every render (a forced layout of the whole page): count
// their renders.
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/material', async (original) => {
  const actual = await original<typeof import('@mui/material')>();
  return {
    ...actual,
    Tabs: (props: TabsProps) => {
      renders.count++;
      return <actual.Tabs {...props} />;
    },
  };
});

beforeEach(() => {
  renders.count = 0;
});

/** Renders the panel as the designer's frame does: from a component that reads the document. */
function Frame() {
  const editor = useEditor();
  return <SidePanel panels design={editor.mode === 'design'} />;
}

describe('side panel', { timeout: 30_000 }, () => {
  it('renders no Tabs for a change to the document, and still switches tabs', () => {
    const { editor } = renderEditor(<Frame />, sheetWithEveryType());
    renders.count = 0;
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Title'), 'rename'));
    expect(editor.current.data.elements[0]?.config.name).toBe('Title');
    expect(renders.count).toBe(0);
    fireEvent.click(screen.getByRole('tab', { name: 'Variants' }));
    expect(renders.count).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { name: 'Variants' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });
});
