/**
 * The component tests' setup (vitest project `components`, happy-dom): each test starts on an
 * empty page with empty storage. Testing Library unmounts by itself only where the test runner's
 * globals are on; here they are not.
 */
import { afterEach, vi } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library moves fake timers on (so its user events and waitFor finish) only when they are
// Jest's, which it recognises by a global `jest`; vitest's are the same clock, moved by vitest.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
