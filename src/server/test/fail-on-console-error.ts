import { afterEach, beforeEach, expect, vi } from 'vitest';

// A test that makes the code under test call console.error fails (STYLE.md habit 9).
let calls: unknown[][] = [];
beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});
afterEach(() => {
  vi.mocked(console.error).mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
