/** A console.error during a test is a failure: something went wrong that nobody asserted on. */
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let errors: string[] = [];
let consoleError: MockInstance<typeof console.error>;

// A test that expects an error logged spies on console.error itself and asserts on it.
beforeEach(() => {
  errors = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
});

afterEach(() => {
  consoleError.mockRestore();
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n')}`);
  }
});
