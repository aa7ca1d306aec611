import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// the first submit imports the Apollo chunk, which can take over a second on a busy machine
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
