import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressProvider, useThrottledProgress } from './ProgressContext';
import { createProgressStore } from './progressStore';

describe('useThrottledProgress', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('follows the steps at most every 200 ms, and a start or the end at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    const store = createProgressStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ProgressProvider store={store}>{children}</ProgressProvider>
    );
    const { result } = renderHook(() => useThrottledProgress(200), { wrapper });
    expect(result.current.phase).toBe('idle');

    act(() => store.start());
    expect(result.current).toEqual({ phase: 'loading', loaded: 0, total: 0 });

    // A burst of pages right after the start: held back, then shown as one step.
    act(() => {
      store.advance(100, 1000);
      store.advance(100, 1000);
      store.advance(100, 1000);
    });
    expect(result.current.loaded).toBe(0);
    act(() => vi.advanceTimersByTime(199));
    expect(result.current.loaded).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.loaded).toBe(300);

    act(() => store.advance(100, 1000));
    expect(result.current.loaded).toBe(300);
    // The end does not wait for the interval.
    act(() => store.succeed());
    expect(result.current).toEqual({ phase: 'done', loaded: 1000, total: 1000 });
    // Nor does a held step come back after the end.
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.phase).toBe('done');
  });
});
