import { randomUUID } from 'node:crypto';
// The browser's IndexedDB and its classes (IDBRequest, …), in memory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { saveDevice } from './device.ts';
import {
  postBill,
  retryAfterMs,
  sendWaitingBills,
  waitingBills,
  type QueuedBill,
  type SendAnswer,
} from './queue.ts';
import { takeNumberAndQueue } from './take-bill.ts';

const bill = (billNumber: string): QueuedBill => ({
  idempotencyKey: randomUUID(),
  billNumber,
  counterId: '6f1c1b9e-2c55-4a53-9d0e-3a4e1c2b7d10',
  takenAt: '2026-11-28T10:00:00+05:30',
  lines: [
    {
      kind: 'weighed',
      productId: '0b8e7c1a-5a3d-4f2e-9c1b-7d6e5f4a3b2c',
      grams: 350,
      amountPaise: 21_000,
    },
  ],
  payments: [{ mode: 'cash', paise: 21_000 }],
});

/** Bills taken on a device of series HC1, numbered HC1/26-27/0001 on, queued oldest first. */
async function takeBills(count: number) {
  const device = {
    counterId: '6f1c1b9e-2c55-4a53-9d0e-3a4e1c2b7d10',
    counterName: 'Front counter',
    paperWidthMm: 58,
    series: 'HC1',
  } as const;
  await saveDevice(device);
  for (let taken = 0; taken < count; taken += 1) {
    await takeNumberAndQueue(device, new Date('2026-11-28T10:00:00+05:30'), bill);
  }
}

/** A shop that answers each bill as `answerFor` says, and the bills it was sent, in order. */
function shop(answerFor: (bill: QueuedBill) => SendAnswer) {
  const sent: string[] = [];
  const send = async (queued: QueuedBill) => {
    sent.push(queued.billNumber);
    return answerFor(queued);
  };
  return { sent, send };
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the counter’s queue', () => {
  test('keeps a bill on the device before sending it, then sends the bills oldest first', async () => {
    await takeBills(2);
    expect(await waitingBills()).toBe(2);
    const recording = shop(() => ({ kind: 'recorded' }));
    const state = await sendWaitingBills(recording.send);
    expect(recording.sent).toEqual(['HC1/26-27/0001', 'HC1/26-27/0002']);
    expect(state).toEqual({ waiting: 0, reached: true, problem: null });
    expect(await waitingBills()).toBe(0);
  });

  test('keeps every bill when the shop cannot be reached, and sends them once it can', async () => {
    await takeBills(2);
    const away = shop(() => ({ kind: 'unreached' }));
    expect(await sendWaitingBills(away.send)).toEqual({
      waiting: 2,
      reached: false,
      problem: null,
    });
    expect(away.sent).toEqual(['HC1/26-27/0001']);
    const back = shop(() => ({ kind: 'recorded' }));
    await sendWaitingBills(back.send);
    expect(back.sent).toEqual(['HC1/26-27/0001', 'HC1/26-27/0002']);
    expect(await waitingBills()).toBe(0);
  });

  test('stops at a bill the shop refuses, keeps it and the bills after it, and says why', async () => {
    await takeBills(3);
    const problem = 'You are signed out: please sign in again.';
    const refusing = shop((queued) =>
      queued.billNumber.endsWith('0002') ? { kind: 'refused', problem } : { kind: 'recorded' },
    );
    expect(await sendWaitingBills(refusing.send)).toEqual({ waiting: 2, reached: true, problem });
    expect(refusing.sent).toEqual(['HC1/26-27/0001', 'HC1/26-27/0002']);
    const signedIn = shop(() => ({ kind: 'recorded' }));
    await sendWaitingBills(signedIn.send);
    expect(signedIn.sent).toEqual(['HC1/26-27/0002', 'HC1/26-27/0003']);
  });

  test('waits longer after each try that did not reach the shop, up to a minute', () => {
    expect([1, 2, 3, 4, 10].map(retryAfterMs)).toEqual([2000, 4000, 8000, 16_000, 60_000]);
  });
});

describe('a bill sent to the shop', () => {
  const answering = (response: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (response instanceof Error) throw response;
        return response;
      }),
    );

  test('is recorded when the shop answers 201, or 200 for a bill it had', async () => {
    answering(Response.json({ created: true }, { status: 201 }));
    expect(await postBill(bill('HC1/26-27/0001'))).toEqual({ kind: 'recorded' });
    answering(Response.json({ created: false }, { status: 200 }));
    expect(await postBill(bill('HC1/26-27/0001'))).toEqual({ kind: 'recorded' });
  });

  test('did not reach the shop when the network fails or the server fails (5xx)', async () => {
    answering(new TypeError('Failed to fetch'));
    expect(await postBill(bill('HC1/26-27/0001'))).toEqual({ kind: 'unreached' });
    answering(new Response('Bad gateway', { status: 502 }));
    expect(await postBill(bill('HC1/26-27/0001'))).toEqual({ kind: 'unreached' });
  });

  test('is refused in the shop’s words, from its JSON or its text', async () => {
    const problem = 'Bill HC1/26-27/0002 came before the bill numbered 1 of its series.';
    answering(Response.json({ problem, field: 'billNumber' }, { status: 409 }));
    expect(await postBill(bill('HC1/26-27/0002'))).toEqual({ kind: 'refused', problem });
    answering(new Response('This form was sent from another website.', { status: 403 }));
    expect(await postBill(bill('HC1/26-27/0002'))).toEqual({
      kind: 'refused',
      problem: 'This form was sent from another website.',
    });
    answering(new Response('', { status: 404 }));
    expect(await postBill(bill('HC1/26-27/0002'))).toEqual({
      kind: 'refused',
      problem: 'The shop refused this bill (404).',
    });
  });
});
