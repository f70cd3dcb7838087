import { useCallback, useEffect, useRef, useState } from 'react';

/** How long typing may pause before the edit becomes one undo step. */
export const COMMIT_DELAY_MS = 400;

/**
 * A draft that is committed `COMMIT_DELAY_MS` after the last change (or at once on `flush`,
 * and when the field goes away), so a burst of keystrokes or a colour drag is one undo step.
 * `draft` is what the field should show meanwhile.
 */
export function useDebouncedCommit<V>(commit: (value: V) => void) {
  const [draft, setDraft] = useState<{ value: V } | null>(null);
  const pending = useRef<{ value: V } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latestCommit = useRef(commit);
  latestCommit.current = commit;

  const flush = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const value = pending.current;
    pending.current = null;
    if (value !== null) latestCommit.current(value.value);
    setDraft(null);
  }, []);

  const change = useCallback(
    (value: V) => {
      pending.current = { value };
      setDraft({ value });
      if (timer.current !== null) clearTimeout(timer.current);
      timer.current = setTimeout(flush, COMMIT_DELAY_MS);
    },
    [flush],
  );

  // A panel that closes (another element selected) still saves what was typed.
  useEffect(() => flush, [flush]);

  return { draft, change, flush };
}
