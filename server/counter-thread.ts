/**
 * The counter's thread: where a counter's bill is recorded while the shop runs (`npm run serve`),
 * beside the server's own thread (threads/thread-calls.ts says why). Built on its own into
 * build/shop/counter-thread.js (scripts/build-server.ts) and started by start.ts: it holds only
 * what recording a bill needs, since each module it holds costs memory a second time.
 */
import { workerData } from 'node:worker_threads';
import { recordBillOfShop, type CounterBillCall } from './counter/record-bill.ts';
import { openPostgres } from './db/client.ts';
import { keepReads } from './db/kept-reads.ts';
import { chooseLogFormat, chooseLogLevel, log, writeLogAs } from './log/log.ts';
import { answerCalls } from './threads/answer-calls.ts';

/** What the server's thread gives this one: where the shop's pages connect. */
export interface CounterThreadData {
  connectionString: string;
}

log.level = chooseLogLevel(process.env.LOG_LEVEL);
await writeLogAs(chooseLogFormat(process.env.LOG_FORMAT, Boolean(process.stdout.isTTY)));
const { connectionString } = workerData as CounterThreadData;
// A bill's transaction has the counter's own connections (counterTransaction in db/client.ts);
// the one beside them reads the shop's settings, kept a second as the server's thread keeps them.
const database = openPostgres(connectionString, 1);
keepReads(database.db);
answerCalls(
  (call: CounterBillCall) => recordBillOfShop(database.db, call),
  (error) => log.error({ err: error }, 'A counter bill could not be recorded on its thread'),
);
