import { describe, expect, it } from 'vitest';
import { type OverflowSlot, splitOverflow } from './overflowSplit';

// In the bar's order; priorities as EditorToolbar gives them (save first, sheet menu last).
const slots: OverflowSlot[] = [
  { id: 'save', width: 80, priority: 0 },
  { id: 'history', width: 60, priority: 1 },
  { id: 'zoom', width: 150, priority: 5 },
  { id: 'variants', width: 200, priority: 3 },
  { id: 'exports', width: 300, priority: 2 },
  { id: 'menu', width: 40, priority: 9 },
];
// 830 px of items and 5 gaps of 4 px.
const all = 850;

describe('splitOverflow', () => {
  it('keeps every item in the bar when all fit, without the More button', () => {
    const split = splitOverflow(slots, all, 4, 34);
    expect([...split.visible]).toEqual(slots.map((slot) => slot.id));
    expect(split.overflow).toEqual([]);
  });

  it('moves the lowest priorities out first, reserving room for the More button', () => {
    // One pixel short: the sheet menu (last priority) makes room for the More button.
    expect(splitOverflow(slots, all - 1, 4, 34).overflow).toEqual(['menu']);
    // 50 px short: the More button needs room too, so zoom (priority 5) follows the menu.
    const split = splitOverflow(slots, all - 50, 4, 34);
    expect(split.overflow).toEqual(['zoom', 'menu']);
    expect([...split.visible].sort()).toEqual(['exports', 'history', 'save', 'variants']);
  });

  it('keeps a prefix of the priority order: a small item does not jump ahead of a large one', () => {
    // Room for save, history, exports (80+60+300 + 3 gaps + More 34 = 486) but not variants.
    const split = splitOverflow(slots, 500, 4, 34);
    expect([...split.visible].sort()).toEqual(['exports', 'history', 'save']);
    // 14 px are left; the sheet menu (40 px) waits behind the variants in any case.
    expect(split.overflow).toEqual(['zoom', 'variants', 'menu']);
  });

  it('lists the overflow in the bar’s order, not the priority order', () => {
    const split = splitOverflow(slots, 200, 4, 34);
    expect(split.overflow).toEqual(['zoom', 'variants', 'exports', 'menu']);
  });

  it('keeps items not measured yet in the bar, where they get measured', () => {
    const unmeasured = slots.map((slot) => (slot.id === 'menu' ? { ...slot, width: null } : slot));
    const split = splitOverflow(unmeasured, 500, 4, 34);
    expect(split.visible.has('menu')).toBe(true);
  });

  it('ignores items that render nothing: no room and no gap', () => {
    const withEmpty = [...slots, { id: 'translations', width: 0, priority: 8 }];
    const split = splitOverflow(withEmpty, all, 4, 34);
    expect(split.overflow).toEqual([]);
  });
});
