import type { RenderItem } from '../render/tree.ts';

/**
 * Every drawn primitive of a list, clipped ones included, without designer aids (a
 * placeholder's cross is never printed, so it is never a print problem).
 */
export function* printedItems(items: readonly RenderItem[]): Generator<RenderItem> {
  for (const item of items) {
    if (item.kind === 'clip') yield* printedItems(item.items);
    else if (!item.aid) yield item;
  }
}
