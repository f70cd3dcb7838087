import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/createI18n';
import { type ToolbarItem, ToolbarOverflowMenu } from './ToolbarOverflowMenu';
import { overflowItemAttribute, useToolbarOverflow } from './useToolbarOverflow';

/**
 * jsdom has no ResizeObserver: this one reports when the test says so, as the browser does after
 * its next layout (a new observation reports too, so `observed` counts what will be measured).
 */
const observers = new Set<FakeResizeObserver>();
const observed = vi.fn();
class FakeResizeObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
    observed(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  fire() {
    if (this.targets.size > 0) this.callback([], this as unknown as ResizeObserver);
  }
}
/** The bar or an item changed size, as the browser reports it. */
const resized = () =>
  act(() => {
    for (const observer of observers) observer.fire();
  });

// jsdom lays nothing out: each box tells its width in data-width, the bar its own.
let measured: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  measured = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
    this: Element,
  ) {
    const width = Number(this.getAttribute('data-width') ?? 0);
    return { width, height: 30, top: 0, left: 0, right: width, bottom: 30, x: 0, y: 0 } as DOMRect;
  });
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return Number(this.getAttribute('data-width') ?? 0);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  observers.clear();
  observed.mockClear();
});

const entries = [
  { id: 'save', priority: 0, width: 100 },
  { id: 'zoom', priority: 5, width: 150 },
  { id: 'exports', priority: 2, width: 200 },
];

function Bar({ width, language }: { width: number; language: string; tick?: number }) {
  const { barRef, visible, overflow } = useToolbarOverflow(entries, language);
  return (
    <div ref={barRef} data-width={width}>
      {entries
        .filter((entry) => visible.has(entry.id))
        .map((entry) => (
          <span key={entry.id} {...{ [overflowItemAttribute]: entry.id }} data-width={entry.width}>
            {entry.id}
          </span>
        ))}
      {overflow.length > 0 && (
        <button type="button" data-overflow-more="" data-width={34}>
          {`more: ${overflow.join(',')}`}
        </button>
      )}
    </div>
  );
}

describe('useToolbarOverflow', () => {
  it('measures the items in the bar and moves out, least needed first, what does not fit', () => {
    const { rerender } = render(<Bar width={1000} language="en" />);
    resized();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('zoom')).toBeInTheDocument();

    // 450 px of items in 400 px: zoom (priority 5) leaves and the More button comes.
    rerender(<Bar width={400} language="en" />);
    resized();
    expect(screen.getByRole('button')).toHaveTextContent('more: zoom');
    expect(screen.getByText('save')).toBeInTheDocument();
    expect(screen.getByText('exports')).toBeInTheDocument();

    // Wide again: zoom comes back on its remembered width.
    rerender(<Bar width={1000} language="en" />);
    resized();
    expect(screen.getByText('zoom')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('measures after the browser laid out a resize or new content, not on every render', () => {
    const { rerender } = render(<Bar width={1000} language="en" />);
    // Observed: the browser reports their sizes after its next layout.
    expect(observed).toHaveBeenCalled();
    resized();
    // The toolbar renders on every change of the document: that alone forces no layout.
    measured.mockClear();
    observed.mockClear();
    rerender(<Bar width={1000} language="en" tick={1} />);
    rerender(<Bar width={1000} language="en" tick={2} />);
    expect(measured).not.toHaveBeenCalled();
    expect(observed).not.toHaveBeenCalled();
    // A new language is new content: observed anew, so measured after the next layout.
    rerender(<Bar width={1000} language="hu" tick={2} />);
    expect(measured).not.toHaveBeenCalled();
    expect(observed).toHaveBeenCalled();
    resized();
    expect(measured).toHaveBeenCalled();
  });

  it('keeps what fits on a narrow bar, the More button included', () => {
    render(<Bar width={150} language="en" />);
    resized();
    expect(screen.getByRole('button')).toHaveTextContent('more: zoom,exports');
    expect(screen.getByText('save')).toBeInTheDocument();
  });
});

describe('ToolbarOverflowMenu', () => {
  it('shows one-click actions with icon, label, shortcut and the reason they are disabled', () => {
    const undo = vi.fn();
    const translations = vi.fn();
    const items: ToolbarItem[] = [
      {
        id: 'history',
        priority: 1,
        side: 'start',
        actions: [
          {
            id: 'undo',
            label: 'Undo',
            icon: <svg data-testid="undo-icon" />,
            shortcut: 'Ctrl+Z',
            keys: 'Control+Z',
            repeatable: true,
            onClick: undo,
          },
          {
            id: 'fit',
            label: 'Fit to window',
            icon: <svg />,
            disabled: true,
            disabledReason: 'The page already fits',
            onClick: vi.fn(),
          },
        ],
      },
      { id: 'exports', priority: 2, side: 'end', content: <button type="button">PNG</button> },
      {
        id: 'translations',
        priority: 9,
        side: 'end',
        content: (
          <button type="button" aria-label="Translations" onClick={translations}>
            <svg />
          </button>
        ),
        menuLabel: 'Translations',
      },
    ];
    render(
      <I18nextProvider i18n={createI18n()}>
        <ToolbarOverflowMenu items={items} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More tools' }));
    const menu = screen.getByRole('dialog', { name: 'More tools' });

    const undoItem = within(menu).getByRole('menuitem', { name: /Undo/ });
    expect(undoItem).toHaveTextContent('Ctrl+Z');
    expect(undoItem).toHaveAttribute('aria-keyshortcuts', 'Control+Z');
    expect(within(undoItem).getByTestId('undo-icon')).toBeInTheDocument();
    const fit = within(menu).getByRole('menuitem', { name: /Fit to window/ });
    expect(fit).toHaveAttribute('aria-disabled', 'true');
    expect(fit).toHaveTextContent('The page already fits');
    // Controls with their own popups are there as in the bar.
    expect(within(menu).getByRole('button', { name: 'PNG' })).toBeInTheDocument();

    // Undo is done in steps: the menu stays open for the next one.
    fireEvent.click(undoItem);
    expect(undo).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'More tools' })).toBeVisible();

    // An icon button is named in words beside it, and the words press it.
    fireEvent.click(within(menu).getByText('Translations'));
    expect(translations).toHaveBeenCalledOnce();
  });
});
