import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { writeCookie } from '../i18n/cookie';

// What a test waits for (a toast after a save, say) comes in milliseconds on a quiet machine and
// took over the default second in CI, with Node 24's run beside other work: the tests check that
// it comes, not how fast.
configure({ asyncUtilTimeout: 5000 });

// The session log lines (SPEC section 4) would drown the test output; tests that care read the spy.
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {});
});

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  writeCookie('lang', '', 0);
  document.documentElement.lang = 'en';
  window.history.replaceState(null, '', '/');
});
