import type { SheetDataInput } from '@pms/sheet/browser';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, sheetWithEveryType } from '../state/testStore';
import { LayerList } from './LayerList';

/** A page of `count` text elements, ids 1 to count in painting order. */
function crowded(count: number): SheetDataInput {
  const base = sheetWithEveryType();
  const elements = Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    type: 'p',
    config: {
      name: `Text ${index + 1}`,
      text: '<p>x</p>',
      style: { left: 10, top: 10 + index, width: 100, height: 20 },
    },
  }));
  return { ...base, elements } as SheetDataInput;
}

/** The side panel the list scrolls in; jsdom scrolls nothing, so scrollTo does it by hand. */
function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div
      data-testid="panel"
      style={{ overflowY: 'auto', height: 800 }}
      ref={(node) => {
        if (node === null) return;
        // jsdom lays out nothing and keeps scrollTop at 0: a panel of 800 px over 1,000 rows.
        let top = 0;
        Object.defineProperty(node, 'scrollTop', { get: () => top, configurable: true });
        Object.defineProperty(node, 'clientHeight', { get: () => 800, configurable: true });
        Object.defineProperty(node, 'scrollHeight', { get: () => 34_000, configurable: true });
        node.scrollTo = ((options: ScrollToOptions) => {
          top = options.top ?? top;
          node.dispatchEvent(new Event('scroll'));
        }) as typeof node.scrollTo;
      }}
    >
      {children}
    </div>
  );
}

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem');

// Mounting a row (with its buttons) for each of 1,000 elements made opening such a sheet take a
// second longer: only the rows near the view are in the DOM.
describe('a long layer list', { timeout: 30_000 }, () => {
  it('mounts a window of rows and tells their place in the whole', () => {
    renderEditor(
      <Panel>
        <LayerList />
      </Panel>,
      crowded(1000),
    );
    const mounted = rows();
    expect(mounted.length).toBeGreaterThan(10);
    expect(mounted.length).toBeLessThan(60);
    expect(mounted[0]).toHaveAttribute('aria-posinset', '1');
    expect(mounted[0]).toHaveAttribute('aria-setsize', '1000');
    expect(within(mounted[0] as HTMLElement).getByRole('button', { name: 'Text Text 1000' }));
    expect(screen.queryByRole('button', { name: 'Text Text 1' })).toBeNull();
  });

  it('brings the row of an element selected elsewhere into the DOM', async () => {
    const { editor } = renderEditor(
      <Panel>
        <LayerList />
      </Panel>,
      crowded(1000),
    );
    // Selected on the canvas: the bottom-most element, the list's last row.
    act(() => editor.current.select([1]));
    const row = await waitFor(() => screen.getByRole('button', { name: 'Text Text 1' }));
    expect(row).toHaveClass('Mui-selected');
    expect(screen.getByTestId('panel').scrollTop).toBeGreaterThan(30_000);
    expect(screen.queryByRole('button', { name: 'Text Text 1000' })).toBeNull();
  });
});
