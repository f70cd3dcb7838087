import type { SheetData } from '@pms/sheet/browser';

/** At most this many undo steps are kept; the oldest fall off. */
export const HISTORY_LIMIT = 200;

/**
 * Undo history as snapshots of the whole document. The engine's operations return new
 * objects only for what they change, so a snapshot shares everything else with its neighbours.
 */
export interface History {
  past: readonly SheetData[];
  present: SheetData;
  future: readonly SheetData[];
}

export function startHistory(data: SheetData): History {
  return { past: [], present: data, future: [] };
}

/** One change as one undo step; an unchanged document adds no step. */
export function pushHistory(history: History, next: SheetData): History {
  if (next === history.present) return history;
  const past = [...history.past, history.present];
  return { past: past.slice(-HISTORY_LIMIT), present: next, future: [] };
}

export function undoHistory(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

export function redoHistory(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
