import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { writeCookie } from '../i18n/cookie';

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
