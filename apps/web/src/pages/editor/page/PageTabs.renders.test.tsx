import type { TabsProps } from '@mui/material';
import { addPage, renameElement } from '@pms/sheet/browser';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { PageTabs } from './PageTabs';

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

describe('page tabs', { timeout: 30_000 }, () => {
  it('do not render for a change to an element, only for a change to the pages', () => {
    const { editor } = renderEditor(<PageTabs />, sheetWithEveryType());
    renders.count = 0;
    act(() => editor.current.apply((d) => renameElement(d, 0, 1, 'Title'), 'rename'));
    expect(editor.current.data.elements[0]?.config.name).toBe('Title');
    expect(renders.count).toBe(0);
    act(() => editor.current.apply(addPage, 'add page'));
    expect(renders.count).toBeGreaterThan(0);
    expect(screen.getAllByRole('tab')).toHaveLength(2);
  });
});
