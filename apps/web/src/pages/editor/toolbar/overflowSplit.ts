/** One item of a toolbar that may move into the overflow menu. */
export interface OverflowSlot {
  id: string;
  /** Its measured width in px; null while it has not been measured yet. */
  width: number | null;
  /** Lower numbers stay in the bar longer (see EditorToolbar's order). */
  priority: number;
}

export interface OverflowSplit {
  /** The ids shown in the bar. */
  visible: ReadonlySet<string>;
  /** The ids in the overflow menu, in the bar's order. */
  overflow: string[];
}

/**
 * Which items fit into `available` px, `gap` px apart. When all fit, all stay; else the "More"
 * button (`moreWidth`) takes its place and items join the bar by priority until the next one
 * would not fit: a prefix of the priority order, so the menu's content changes in a predictable
 * order as the window narrows instead of a small item jumping back in between larger ones.
 * An item not measured yet stays in the bar: that is where it gets measured.
 */
export function splitOverflow(
  slots: readonly OverflowSlot[],
  available: number,
  gap: number,
  moreWidth: number,
): OverflowSplit {
  const widthOf = (slot: OverflowSlot) => slot.width ?? 0;
  // An empty item (a component that renders nothing) takes neither room nor a gap.
  const shown = slots.filter((slot) => slot.width !== 0);
  const total = shown.reduce((sum, slot) => sum + widthOf(slot), 0) + gap * (shown.length - 1);
  if (total <= available) return { visible: new Set(slots.map((slot) => slot.id)), overflow: [] };

  const unmeasured = shown.filter((slot) => slot.width === null);
  const visible = new Set(
    slots.filter((slot) => slot.width === 0 || slot.width === null).map((slot) => slot.id),
  );
  let used = moreWidth + gap * unmeasured.length;
  const measured = shown.filter((slot) => slot.width !== null);
  for (const slot of measured.sort((a, b) => a.priority - b.priority)) {
    const next = used + gap + widthOf(slot);
    if (next > available) break;
    visible.add(slot.id);
    used = next;
  }
  return { visible, overflow: slots.filter((slot) => !visible.has(slot.id)).map((s) => s.id) };
}
