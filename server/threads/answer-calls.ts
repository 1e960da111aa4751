/** The thread's half of thread-calls.ts: each call it is sent, done and answered. */
import { parentPort } from 'node:worker_threads';
import { isAppError } from '#core/app-error.ts';
import { THREAD_READY, type ThreadAnswer, type ThreadCall } from './thread-calls.ts';

/**
 * Answers every call from now on with `work`; tells the server's thread this one is ready. A
 * failure that is no refusal is told to `onFailure` (the log) here, and only its kind is sent
 * back: its message may carry the values a query was sent (log.ts keeps them out of the log).
 */
export function answerCalls<Ask, Answer>(
  work: (ask: Ask) => Promise<Answer>,
  onFailure: (error: unknown) => void,
) {
  const port = parentPort;
  if (!port) throw new Error('answerCalls runs on a worker thread, started by thread-calls.ts');
  port.on('message', ({ id, ask }: ThreadCall<Ask>) => {
    void work(ask).then(
      (answer) => port.postMessage({ id, answer } satisfies ThreadAnswer<Answer>),
      (error: unknown) => {
        if (!isAppError(error)) onFailure(error);
        port.postMessage(failure(id, error));
      },
    );
  });
  port.postMessage(THREAD_READY);
}

function failure(id: number, error: unknown): ThreadAnswer<never> {
  if (isAppError(error)) {
    const { code, message, field, fieldErrors } = error;
    return { id, refused: { code, message, field, fieldErrors: { ...fieldErrors } } };
  }
  return { id, failed: error instanceof Error ? error.name : typeof error };
}
