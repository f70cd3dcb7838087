import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMMIT_DELAY_MS, useDebouncedCommit } from './useDebouncedCommit';

describe('useDebouncedCommit', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('commits a burst of changes once, after the pause, showing the draft meanwhile', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedCommit<string>(commit));
    for (const text of ['W', 'Wi', 'Win', 'Wint', 'Winte', 'Winter']) {
      act(() => result.current.change(text));
      act(() => vi.advanceTimersByTime(COMMIT_DELAY_MS - 1));
    }
    expect(commit).not.toHaveBeenCalled();
    expect(result.current.draft).toEqual({ value: 'Winter' });
    act(() => vi.advanceTimersByTime(1));
    expect(commit.mock.calls).toEqual([['Winter']]);
    expect(result.current.draft).toBeNull();
  });

  it('commits at once on flush and when the field goes away, never twice', () => {
    const commit = vi.fn();
    const { result, unmount } = renderHook(() => useDebouncedCommit<string>(commit));
    act(() => result.current.change('a'));
    act(() => result.current.flush());
    expect(commit.mock.calls).toEqual([['a']]);
    act(() => result.current.change('b'));
    unmount();
    expect(commit.mock.calls).toEqual([['a'], ['b']]);
    vi.runAllTimers();
    expect(commit).toHaveBeenCalledTimes(2);
  });
});
