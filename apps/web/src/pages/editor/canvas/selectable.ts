import type { Element } from '@pms/sheet/browser';

/**
 * Whether the canvas lets the user pick an element: hidden ones never; in dealer mode only
 * those editable for dealers (SPEC section 6), everything else is locked.
 */
export function isSelectable(
  element: Element,
  mode: 'design' | 'dealer',
  hiddenIds: ReadonlySet<number>,
): boolean {
  if (hiddenIds.has(element.id)) return false;
  return mode === 'design' || element.config.dealerEditable === true;
}
