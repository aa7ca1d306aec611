import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// the first submit imports the Apollo chunk, which can take over a second on a busy machine
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // what a page keeps in the browser (a booking on the history entry, booked classes in localStorage) is per test
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
