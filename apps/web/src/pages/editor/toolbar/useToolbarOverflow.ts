import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type OverflowSplit, splitOverflow } from './overflowSplit';

/** What the overflow needs to know of an item: who it is and how long it stays in the bar. */
export interface OverflowEntry {
  id: string;
  priority: number;
}

/** The attribute that marks an item's box in the bar, for measuring it. */
export const overflowItemAttribute = 'data-overflow-id';
/** The attribute of the More button, whose width is reserved when anything overflows. */
export const overflowMoreAttribute = 'data-overflow-more';

/** A small IconButton: the More button's width before it was first shown. */
const moreFallbackWidth = 34;

/**
 * Splits a one-row toolbar into what shows and what goes into its overflow menu, from the
 * widths the browser lays out (not per-language guesses): every item is measured where it is
 * shown, in the bar, and keeps its last width while it waits in the menu. A ResizeObserver on
 * the bar and its items splits again when the window, a label or a font changes. Widths are
 * forgotten when the language changes, so every item is laid out once more in the bar and
 * measured in its new words before that frame is painted.
 *
 * The bar must not wrap (`flex-wrap: nowrap`) and its items must not shrink (`flex: none`), or
 * their widths would depend on the split. One flexible spacer between the groups is allowed.
 */
export function useToolbarOverflow(entries: readonly OverflowEntry[], language: string) {
  const barRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language starts new widths.
  const widths = useMemo(() => new Map<string, number>(), [language]);
  const [space, setSpace] = useState<{ available: number; gap: number; more: number } | null>(null);
  const [, setMeasured] = useState(0);

  const measure = useCallback(() => {
    const bar = barRef.current;
    if (!bar) return;
    let changed = false;
    for (const item of bar.querySelectorAll<HTMLElement>(`[${overflowItemAttribute}]`)) {
      const id = item.getAttribute(overflowItemAttribute) ?? '';
      // Rounded up: a fraction of a pixel too few would clip the last item.
      const width = Math.ceil(item.getBoundingClientRect().width);
      if (widths.get(id) !== width) {
        widths.set(id, width);
        changed = true;
      }
    }
    const style = getComputedStyle(bar);
    const gap = Number.parseFloat(style.columnGap) || 0;
    const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
    const moreButton = bar.querySelector<HTMLElement>(`[${overflowMoreAttribute}]`);
    const more = moreButton ? Math.ceil(moreButton.getBoundingClientRect().width) : null;
    // The spacer between the groups is one more flex item: one more gap.
    const available = Math.floor(bar.clientWidth - padding - gap);
    setSpace((last) =>
      last?.available === available && last.gap === gap && (more === null || last.more === more)
        ? last
        : { available, gap, more: more ?? last?.more ?? moreFallbackWidth },
    );
    if (changed) setMeasured((count) => count + 1);
  }, [widths]);

  const split: OverflowSplit = splitOverflow(
    entries.map((entry) => ({ ...entry, width: widths.get(entry.id) ?? null })),
    space?.available ?? Number.POSITIVE_INFINITY,
    space?.gap ?? 0,
    space?.more ?? moreFallbackWidth,
  );
  // What the bar holds: the items, which of them are shown and whether More is.
  const content = `${language}|${entries.map((entry) => entry.id).join(',')}|${[
    ...split.visible,
  ].join(',')}|${split.overflow.join(',')}`;

  // Measured only where the browser has just laid the page out: in a ResizeObserver's
  // callback. Measuring in a layout effect forced a style and layout pass of the whole page
  // (400 ms when the canvas holds 1,000 elements) on every render of the toolbar, and the
  // designer renders it on every change of the document. flushSync applies the new split before
  // the frame is painted, as the layout effect did.
  const observer = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    // jsdom has none: there nothing is laid out, and every item stays in the bar.
    if (typeof ResizeObserver === 'undefined') return;
    const created = new ResizeObserver(() => flushSync(measure));
    observer.current = created;
    return () => {
      created.disconnect();
      observer.current = null;
    };
  }, [measure]);
  // When the content changes everything is observed anew, and a new observation reports its
  // size after the next layout: new items, the More button, every label in a new language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new items come with new content.
  useLayoutEffect(() => {
    const bar = barRef.current;
    const current = observer.current;
    if (!bar || !current) return;
    current.disconnect();
    current.observe(bar);
    for (const item of bar.querySelectorAll(
      `[${overflowItemAttribute}], [${overflowMoreAttribute}]`,
    ))
      current.observe(item);
  }, [measure, content]);

  return { barRef, ...split };
}
