import { afterEach, beforeEach, vi } from 'vitest';

// An unexpected console.error is a bug: the test that caused it fails. Tests that expect one spy on console.error themselves.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called: ${errors.map((args) => args.map(String).join(' ')).join('\n')}`);
});

export const expectConsoleErrors = () => {
  const seen = errors;
  errors = [];
  return seen;
};
