/**
 * A console.error, or an error in the shop's log, during a test is a failure: something went
 * wrong that nobody asserted on. The log's lines are kept for the test to read (log-lines.ts)
 * rather than printed.
 */
import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';
import { listenToLog } from '#server/log/log.ts';
import { startTestLog, takeTestLine, unexpectedErrors } from './log-lines.ts';

let errors: string[] = [];
let consoleError: MockInstance<typeof console.error>;
let stopListening: () => void = () => {};

// A test that expects an error logged says so (expectErrorsLogged) and asserts on it.
beforeEach(() => {
  errors = [];
  consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(format(...args));
  });
  startTestLog();
  stopListening = listenToLog(takeTestLine);
});

afterEach(() => {
  consoleError.mockRestore();
  stopListening();
  const logged = unexpectedErrors().map((line) => JSON.stringify(line));
  if (errors.length > 0 || logged.length > 0) {
    throw new Error(`An error was logged during the test:\n${[...errors, ...logged].join('\n')}`);
  }
});
