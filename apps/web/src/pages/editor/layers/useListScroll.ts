import { observeElementRect, type Rect, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** What jsdom's 0 x 0 boxes stand for: a side panel's height, so tests see the first rows. */
const UNMEASURED: Rect = { width: 240, height: 800 };

type Observe = (
  instance: Virtualizer<Element, Element>,
  onRect: (rect: Rect) => void,
) => undefined | (() => void);

// A real scroll box always has a size; only where nothing is measured (jsdom) it is 0 x 0.
const observeRect: Observe = (instance, onRect) =>
  observeElementRect(instance, (rect) =>
    onRect(rect.width > 0 || rect.height > 0 ? rect : UNMEASURED),
  );

/** The nearest ancestor that scrolls vertically, or the document's. */
function scrollParent(node: HTMLElement): Element {
  for (let el = node.parentElement; el !== null; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') return el;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Where the list starts in its scroll box's content (what is above it in the panel). */
function offsetIn(list: HTMLElement, scroller: Element): number {
  return Math.round(
    list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop,
  );
}

/**
 * The layer list scrolls with the side panel it sits in (below the element palette), not in a
 * box of its own: this finds that panel and the list's offset in it (the virtualizer's scroll
 * margin), kept up to date when anything in the panel changes size. `shown`: the list is in the
 * DOM (an empty page shows a note instead).
 */
export function useListScroll<T extends HTMLElement>(shown: boolean) {
  const listRef = useRef<T>(null);
  const [scroller, setScroller] = useState<Element | null>(null);
  const [margin, setMargin] = useState(0);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!shown || list === null) return;
    const found = scrollParent(list);
    setScroller(found);
    const update = () => setMargin(offsetIn(list, found));
    update();
    if (typeof ResizeObserver === 'undefined') return;
    // The palette above can change height (a language, a narrower panel): observe what the
    // panel holds. Runs after the browser's layout, so reading the offset forces none.
    const observer = new ResizeObserver(update);
    for (const child of Array.from(found.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [shown]);

  const element = useCallback(() => scroller, [scroller]);
  return {
    listRef,
    scroll: { element, margin, initialRect: UNMEASURED, observeRect: observeRect as Observe },
  };
}
