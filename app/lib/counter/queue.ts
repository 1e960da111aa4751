/**
 * The counter's bills on their way to the shop. A bill is stored on the device first, with its
 * number (take-bill.ts), then sent (POST /counter/bills), oldest first, one at a time: a 2xx
 * takes it off the queue; a dropped connection or the server's 5xx leaves it for the next try; a
 * 4xx leaves it too and stops the queue with the shop's words, as the bills after it must not
 * pass it. A bill is never dropped: sent twice, its key records it once.
 */
import type { z } from 'zod';
import type { counterBillSchema } from '#core/counter-input.ts';
import { withCounterStorage } from './counter-storage.ts';

/** The bill as counterBillSchema's input takes it (JSON; takenAt an ISO string). */
export type QueuedBill = z.input<typeof counterBillSchema>;

export const COUNTER_BILLS_PATH = '/counter/bills';
/** Told on the page's window when a bill was queued, so the queue sends it at once. */
export const BILL_QUEUED_EVENT = 'halwai:counter-bill-queued';
/** One tab of the device sends at a time (Web Locks), so a bill is not sent twice at once. */
const SENDING_LOCK = 'halwai-counter-queue';

/** How many bills wait on this device. */
export function waitingBills(): Promise<number> {
  return withCounterStorage((storage) => storage.count('bills'));
}

/** The shop's answer to one send. */
export type SendAnswer =
  | { kind: 'recorded' }
  /** Not reached (no network), or the server could not take it now (5xx): try again later. */
  | { kind: 'unreached' }
  /** The shop read it and refused it (4xx): kept, and shown until it goes through. */
  | { kind: 'refused'; problem: string };

export interface QueueState {
  waiting: number;
  /** Whether the last try reached the shop; false after a dropped connection or a 5xx. */
  reached: boolean;
  /** The shop's words for the bill the queue stopped at, if it stopped at one. */
  problem: string | null;
}

/**
 * Sends the waiting bills, oldest first, one at a time, until none is left or one cannot go.
 * `send` posts one bill (postBill; a test hands in its own).
 */
export function sendWaitingBills(send: (bill: QueuedBill) => Promise<SendAnswer> = postBill) {
  const run = async (): Promise<QueueState> => {
    for (;;) {
      const oldest = await withCounterStorage(async (storage) => {
        const cursor = await storage.transaction('bills').store.openCursor();
        return cursor ? { key: cursor.key, bill: cursor.value } : null;
      });
      if (!oldest) return { waiting: 0, reached: true, problem: null };
      const answer = await send(oldest.bill);
      if (answer.kind === 'recorded') {
        await withCounterStorage((storage) => storage.delete('bills', oldest.key));
        continue;
      }
      const waiting = await waitingBills();
      return answer.kind === 'refused'
        ? { waiting, reached: true, problem: answer.problem }
        : { waiting, reached: false, problem: null };
    }
  };
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(SENDING_LOCK, run) : run();
}

/** One bill sent to the shop, and its answer read as the queue needs it. */
export async function postBill(bill: QueuedBill): Promise<SendAnswer> {
  let response: Response;
  try {
    response = await fetch(COUNTER_BILLS_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(bill),
      credentials: 'same-origin',
    });
  } catch {
    return { kind: 'unreached' };
  }
  if (response.ok) return { kind: 'recorded' };
  if (response.status >= 500) return { kind: 'unreached' };
  return { kind: 'refused', problem: await problemOf(response) };
}

/** The shop's words: `problem` of its JSON, or its text (the origin check answers in text). */
async function problemOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body && 'problem' in body && typeof body.problem === 'string') {
      return body.problem;
    }
  } catch {
    // Not JSON: the text itself, when it is words.
  }
  const words = text.trim();
  return words && words.length <= 300 ? words : `The shop refused this bill (${response.status}).`;
}

const FIRST_RETRY_MS = 2000;
const LONGEST_WAIT_MS = 60_000;

/** How long to wait before the next try after `failures` tries in a row did not reach the shop. */
export function retryAfterMs(failures: number): number {
  return Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}
