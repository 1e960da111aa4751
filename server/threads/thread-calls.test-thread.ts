/** The thread thread-calls.test.ts starts: its work answers, refuses, fails or stops as asked. */
import { threadId } from 'node:worker_threads';
import { AppError } from '#core/app-error.ts';
import { answerCalls } from './answer-calls.ts';

export type TestAsk = 'answer' | 'refuse' | 'fail' | 'stop';

answerCalls(
  async (ask: TestAsk) => {
    if (ask === 'refuse') {
      throw new AppError('CONFLICT', 'Bill HC1/2026-27/0002 came before its turn.', {
        field: 'billNumber',
      });
    }
    if (ask === 'fail') throw new TypeError('the query failed with the phone 98765 43210 in it');
    if (ask === 'stop') process.exit(3);
    return { threadId };
  },
  // The test's thread has no log to keep: what it would say is not what the test reads.
  () => {},
);
