import {
  allPages,
  applyDealerValues,
  type DealerValue,
  type DealerValues,
  type SheetData,
} from '@pms/sheet';

/** Why a saved value no longer goes into the sheet. */
export type DropReason = 'removed' | 'notEditable' | 'tooLong';

export interface DroppedValue {
  element: string;
  reason: DropReason;
  /** The value itself, so the dealer can copy it elsewhere. */
  value: DealerValue;
}

/**
 * Splits saved dealer values against the sheet as it is now: those that still fit, and those
 * that no longer do because the element was deleted, is no longer open to dealers (or no
 * longer takes that kind of value), or now holds less text than the value.
 */
export function keptValues(
  data: SheetData,
  values: DealerValues,
): { kept: Record<string, DealerValue>; dropped: DroppedValue[] } {
  const elements = allPages(data).flatMap((page) => page.elements);
  const { ignored, tooLong } = applyDealerValues(elements, values);
  const names = new Set(elements.map((element) => element.config.name));
  const notEditable = new Set(ignored.map((entry) => entry.split('.')[0]));
  const overLimit = new Set(tooLong.map((problem) => problem.name));
  const kept: Record<string, DealerValue> = {};
  const dropped: DroppedValue[] = [];
  for (const [element, value] of Object.entries(values)) {
    const reason: DropReason | null = !names.has(element)
      ? 'removed'
      : notEditable.has(element)
        ? 'notEditable'
        : overLimit.has(element)
          ? 'tooLong'
          : null;
    if (reason) dropped.push({ element, reason, value });
    else kept[element] = value;
  }
  return { kept, dropped };
}
