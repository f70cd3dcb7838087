import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in the idle callback, with its timeout, and cancels it', () => {
    const callbacks: [() => void, IdleRequestOptions | undefined][] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: IdleRequestOptions) =>
      callbacks.push([run, options]),
    );
    vi.stubGlobal('cancelIdleCallback', (handle: number) => cancelled.push(handle));
    const work = vi.fn();
    const cancel = whenIdle(work, { timeout: 2000, fallbackMs: 200 });
    expect(work).not.toHaveBeenCalled();
    expect(callbacks[0]?.[1]).toEqual({ timeout: 2000 });
    callbacks[0]?.[0]();
    expect(work).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a timer only when asked to, where idle is unknown', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const never = vi.fn();
    whenIdle(never);
    const later = vi.fn();
    whenIdle(later, { fallbackMs: 200 });
    const cancelled = vi.fn();
    whenIdle(cancelled, { fallbackMs: 200 })();
    vi.advanceTimersByTime(199);
    expect(later).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(later).toHaveBeenCalledTimes(1);
    expect(never).not.toHaveBeenCalled();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
