import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs, scheduleRetry } from './saveRetry';

describe('retryDelayMs', () => {
  it('doubles from one second and stops at thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });
});

describe('scheduleRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again after the backoff, once', () => {
    const retry = vi.fn();
    scheduleRetry(3, retry);
    vi.advanceTimersByTime(3999);
    expect(retry).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(retry).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when the browser is online again, not again at the timer', () => {
    const retry = vi.fn();
    scheduleRetry(5, retry);
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('tries again at once when the tab becomes visible', () => {
    const retry = vi.fn();
    scheduleRetry(5, retry);
    document.dispatchEvent(new Event('visibilitychange'));
    // jsdom's tab is visible
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const retry = vi.fn();
    const cancel = scheduleRetry(1, retry);
    cancel();
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(60_000);
    expect(retry).not.toHaveBeenCalled();
  });
});
