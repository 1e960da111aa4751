/**
 * What the shop logged during the current test, read as the log's JSON lines. A line at level
 * error or above fails the test (fail-on-console-error.ts) unless the test says it expects one.
 */
export interface LogLine {
  level: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal';
  msg: string;
  [field: string]: unknown;
}

const state = { lines: [] as LogLine[], errorsExpected: false };

export function loggedLines(level?: LogLine['level']): LogLine[] {
  return level ? state.lines.filter((line) => line.level === level) : [...state.lines];
}

/** The messages logged at `level`, in order. */
export const loggedMessages = (level: LogLine['level']) =>
  loggedLines(level).map((line) => line.msg);

/** This test logs errors on purpose and asserts on them itself. */
export function expectErrorsLogged() {
  state.errorsExpected = true;
}

export function startTestLog() {
  state.lines = [];
  state.errorsExpected = false;
}

export function takeTestLine(line: string) {
  state.lines.push(JSON.parse(line) as LogLine);
}

/** The lines at error or fatal the test did not say it expects. */
export const unexpectedErrors = () =>
  state.errorsExpected
    ? []
    : state.lines.filter((line) => line.level === 'error' || line.level === 'fatal');
