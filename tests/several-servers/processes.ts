/** The processes the test starts (the shop's servers, nginx): waited for, and always stopped. */
import type { ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer } from './requests.ts';

/**
 * How the process ended: its exit code, or null when a signal ended it (or it never ran). A
 * test process that exits first takes the child with it.
 */
export function exitOf(child: ChildProcess): Promise<number | null> {
  const killWithTest = () => child.kill('SIGKILL');
  process.once('exit', killWithTest);
  child.once('exit', () => process.off('exit', killWithTest));
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.once('error', () => resolve(null));
  });
}

/** Asks the process to stop with `signal`; one still running after `graceMs` is killed. */
export async function stopProcess(
  child: ChildProcess,
  exited: Promise<number | null>,
  signal: NodeJS.Signals,
  graceMs = 20_000,
) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
    return exited;
  }
  child.kill(signal);
  const late = Symbol('late');
  if ((await Promise.race([exited, sleep(graceMs, late, { ref: false })])) === late) {
    child.kill('SIGKILL');
  }
  return exited;
}

/**
 * Until `ask` is answered 200, while the process runs: it is starting. `explain` says what went
 * wrong when it stops first, or takes longer than `timeoutMs`.
 */
export async function untilAnswered(
  ask: () => Promise<Answer>,
  exited: Promise<number | null>,
  explain: () => string,
  timeoutMs = 60_000,
) {
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ask().catch(() => undefined);
    if (answer?.status === 200) return;
    if (stopped) throw new Error(explain());
    if (Date.now() > deadline) {
      throw new Error(`${explain()}\n(not ready within ${timeoutMs / 1000} s)`);
    }
    await sleep(100);
  }
}
