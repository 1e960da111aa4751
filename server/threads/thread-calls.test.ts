import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, test } from 'vitest';
import { isAppError } from '#core/app-error.ts';
import { startThreadCalls, type ThreadCalls } from './thread-calls.ts';
import type { TestAsk } from './thread-calls.test-thread.ts';

const SCRIPT = new URL('./thread-calls.test-thread.mjs', import.meta.url);
// A thread loads TypeScript's loader first; on a loaded machine, give it time.
const STARTS_WITHIN_MS = 30_000;

let calls: ThreadCalls<TestAsk, { threadId: number }> | undefined;
afterEach(async () => {
  await calls?.stop();
  calls = undefined;
});

/** Calls on a thread of the test's script, once it takes them; `stopped` hears it stop. */
async function startedThread(stopped: string[] = []) {
  let readyNow = () => {};
  let ready = new Promise<void>((resolve) => (readyNow = resolve));
  calls = startThreadCalls<TestAsk, { threadId: number }>({
    script: SCRIPT,
    workerData: null,
    heapMiB: 64,
    restartAfterMs: 10,
    onStopped: (reason) => {
      stopped.push(reason);
      ready = new Promise<void>((resolve) => (readyNow = resolve));
    },
    onReady: () => readyNow(),
  });
  await ready;
  return { calls, ready: () => ready };
}

const here = async () => ({ threadId });

describe('work on a thread of its own', () => {
  test(
    'is done there, and its answer comes back here',
    async () => {
      const { calls } = await startedThread();
      const answer = await calls.callOr('answer', here);
      expect(answer.threadId).not.toBe(threadId);
    },
    STARTS_WITHIN_MS,
  );

  test(
    'refused there is the same refusal here: its code, words and field',
    async () => {
      const { calls } = await startedThread();
      const refusal = await calls.callOr('refuse', here).catch((error: unknown) => error);
      expect(isAppError(refusal)).toBe(true);
      expect(refusal).toMatchObject({
        code: 'CONFLICT',
        message: 'Bill HC1/2026-27/0002 came before its turn.',
        field: 'billNumber',
      });
    },
    STARTS_WITHIN_MS,
  );

  test(
    'failing there is an error here that names its kind but not its message',
    async () => {
      const { calls } = await startedThread();
      const failure = await calls.callOr('fail', here).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      expect(String(failure)).toContain('TypeError');
      expect(String(failure)).not.toContain('98765');
    },
    STARTS_WITHIN_MS,
  );

  test(
    'is done here until the thread takes calls, and here again if it stops midway; a new one follows',
    async () => {
      const stopped: string[] = [];
      calls = startThreadCalls<TestAsk, { threadId: number }>({
        script: SCRIPT,
        workerData: null,
        heapMiB: 64,
        onStopped: (reason) => stopped.push(reason),
      });
      // Asked at once, before the thread has even loaded its script.
      expect((await calls.callOr('answer', here)).threadId).toBe(threadId);
      await calls.stop();

      const thread = await startedThread(stopped);
      const stoppedMidway = await thread.calls.callOr('stop', here);
      expect(stoppedMidway.threadId).toBe(threadId);
      expect(stopped).toEqual(['it exited with code 3']);
      await thread.ready();
      expect((await thread.calls.callOr('answer', here)).threadId).not.toBe(threadId);
    },
    STARTS_WITHIN_MS * 2,
  );
});
