import { parseSheetData, type SheetData } from '@pms/sheet/browser';
import { describe, expect, it } from 'vitest';
import { HISTORY_LIMIT, pushHistory, redoHistory, startHistory, undoHistory } from './history';

const version = (n: number): SheetData =>
  parseSheetData({ schemaVersion: 1, ci: `brand${n}`, elements: [] });

describe('editor history', () => {
  it('undoes and redoes changes in order, and a new change drops the redo steps', () => {
    const [a, b, c, d] = [version(1), version(2), version(3), version(4)];
    let history = pushHistory(pushHistory(startHistory(a), b), c);
    history = undoHistory(history);
    expect(history.present).toBe(b);
    history = undoHistory(history);
    expect(history.present).toBe(a);
    expect(undoHistory(history)).toBe(history);
    history = redoHistory(history);
    expect(history.present).toBe(b);
    history = pushHistory(history, d);
    expect(history.present).toBe(d);
    expect(history.future).toEqual([]);
    expect(redoHistory(history)).toBe(history);
    expect(undoHistory(history).present).toBe(b);
  });

  it('adds no step for an unchanged document and keeps at most the limit', () => {
    const first = version(0);
    const start = startHistory(first);
    expect(pushHistory(start, first)).toBe(start);
    let history = start;
    for (let n = 1; n <= HISTORY_LIMIT + 5; n++) history = pushHistory(history, version(n));
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    expect(history.past[0]?.ci).toBe('brand5');
  });
});
