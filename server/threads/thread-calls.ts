/**
 * Work done on a worker thread of its own: its own event loop, its own database connections. In
 * a rush the server's one thread is busy the whole time, and each database round trip of a
 * request waits behind the other requests' work: a counter's bill of a dozen round trips took
 * half a second there. On a thread that does nothing else, each takes a millisecond or two.
 *
 * Until the thread is up, and if it stops, a call is done here as before (`here`), so none is
 * lost: a call the thread had begun is done again here, which is safe only for work that is
 * done once however often it is asked (a counter's bill, recorded once by its key).
 */
import { Worker } from 'node:worker_threads';
import { AppError, type AppErrorCode } from '#core/app-error.ts';

/** A call as the thread reads it. */
export interface ThreadCall<Ask> {
  id: number;
  ask: Ask;
}

/** The thread's answer: what the work returned, its refusal, or why it failed. */
export type ThreadAnswer<Answer> =
  | { id: number; answer: Answer }
  | {
      id: number;
      refused: {
        code: AppErrorCode;
        message: string;
        field?: string;
        fieldErrors: Partial<Record<string, string>>;
      };
    }
  | { id: number; failed: string };

/** What the thread says once it takes calls, before any answer. */
export const THREAD_READY = 'ready';

export interface ThreadCalls<Ask, Answer> {
  /** The thread's answer to `ask`, or `here()`'s when the thread cannot take it. */
  callOr(ask: Ask, here: () => Promise<Answer>): Promise<Answer>;
  stop(): Promise<void>;
}

export interface ThreadCallsOptions {
  /** The thread's script: it calls answerCalls (answer-calls.ts). */
  script: URL;
  workerData: unknown;
  /** The most the thread's heap grows to, in MiB: a leak there ends the thread, not the shop. */
  heapMiB: number;
  /** The thread stopped, or could not start: told once each time, with why. */
  onStopped(reason: string): void;
  /** A thread (the first, or one started again) takes calls from now on. */
  onReady?(): void;
  restartAfterMs?: number;
}

/** A stopped thread starts again after this long; its calls meanwhile are done here. */
export const RESTART_AFTER_MS = 5000;

export function startThreadCalls<Ask, Answer>(
  options: ThreadCallsOptions,
): ThreadCalls<Ask, Answer> {
  let worker: Worker | undefined;
  let ready = false;
  let stopped = false;
  let nextId = 1;
  /** Calls on the thread, by id: done here if it stops before answering them. */
  const waiting = new Map<
    number,
    { resolve(answer: Answer): void; reject(error: unknown): void; here(): void }
  >();

  const start = () => {
    const thread = new Worker(options.script, {
      workerData: options.workerData,
      // A young generation of 2 MiB, as small as the server's own (`npm run serve`): the thread
      // keeps little, and each MiB here is one the shop's machine does not have.
      resourceLimits: { maxOldGenerationSizeMb: options.heapMiB, maxYoungGenerationSizeMb: 2 },
    });
    worker = thread;
    thread.on('message', (message: ThreadAnswer<Answer> | typeof THREAD_READY) => {
      if (message === THREAD_READY) {
        ready = true;
        options.onReady?.();
        return;
      }
      const call = waiting.get(message.id);
      if (!call) return;
      waiting.delete(message.id);
      if ('answer' in message) call.resolve(message.answer);
      else if ('refused' in message) {
        const { code, message: text, field, fieldErrors } = message.refused;
        call.reject(new AppError(code, text, { field, fieldErrors }));
      } else {
        call.reject(
          new Error(`${message.failed} on the work's own thread (its log line says more)`),
        );
      }
    });
    let told = false;
    const gone = (reason: string) => {
      if (worker !== thread) return;
      worker = undefined;
      ready = false;
      if (!told) options.onStopped(reason);
      told = true;
      for (const call of waiting.values()) call.here();
      waiting.clear();
      if (!stopped) setTimeout(start, options.restartAfterMs ?? RESTART_AFTER_MS).unref();
    };
    thread.on('error', (error) => gone(error.message));
    thread.on('exit', (code) => gone(`it exited with code ${code}`));
  };
  start();

  return {
    callOr(ask, here) {
      const thread = worker;
      if (!thread || !ready) return here();
      return new Promise<Answer>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject, here: () => here().then(resolve, reject) });
        thread.postMessage({ id, ask } satisfies ThreadCall<Ask>);
      });
    },
    async stop() {
      stopped = true;
      const thread = worker;
      worker = undefined;
      if (thread) await thread.terminate();
    },
  };
}
