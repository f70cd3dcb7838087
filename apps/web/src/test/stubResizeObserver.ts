import { vi } from 'vitest';

/**
 * jsdom has no ResizeObserver; the designer's canvas only uses it to fit the page to its frame,
 * which these tests do not look at. Stubbed per test (setup.ts unstubs globals after each).
 */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
