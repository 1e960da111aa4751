import { randomUUID } from 'node:crypto';
// The browser's IndexedDB and its classes (IDBRequest, …), in memory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BillNumberRefused, saveDevice, type CounterDevice } from './device.ts';
import { BILL_QUEUED_EVENT, sendWaitingBills, waitingBills, type QueuedBill } from './queue.ts';
import { takeNumberAndQueue } from './take-bill.ts';

const frontCounter: CounterDevice = {
  counterId: '6f1c1b9e-2c55-4a53-9d0e-3a4e1c2b7d10',
  counterName: 'Front counter',
  paperWidthMm: 58,
  series: 'HC3',
};
const inNovember = new Date('2026-11-28T10:00:00+05:30');

const bill = (billNumber: string): QueuedBill => ({
  idempotencyKey: randomUUID(),
  billNumber,
  counterId: frontCounter.counterId,
  takenAt: inNovember.toISOString(),
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

/** The numbers of the bills waiting on the device, in the order the queue sends them. */
async function queuedNumbers(): Promise<string[]> {
  const sent: string[] = [];
  // Sent to a shop that records each: the queue hands them over oldest first.
  await sendWaitingBills(async (queued) => {
    sent.push(queued.billNumber);
    return { kind: 'recorded' };
  });
  return sent;
}

beforeEach(async () => {
  // A browser of its own for each test: nothing kept from the one before.
  globalThis.indexedDB = new IDBFactory();
  await saveDevice(frontCounter);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a bill taken at the counter', () => {
  test('is numbered and queued together, and the page hears that a bill waits', async () => {
    const told = vi.fn<(event: Event) => boolean>(() => true);
    vi.stubGlobal('dispatchEvent', told);
    const taken = await takeNumberAndQueue(frontCounter, inNovember, bill);
    expect(taken.billNumber).toBe('HC3/26-27/0001');
    expect(await waitingBills()).toBe(1);
    expect(told.mock.calls.map(([event]) => event.type)).toEqual([BILL_QUEUED_EVENT]);
  });

  test('that the storage refuses keeps no number: the next bill takes that number', async () => {
    // A value IndexedDB cannot keep (a function): the storage refuses the bill as it is added.
    const unkeepable = (billNumber: string) =>
      ({ ...bill(billNumber), lines: [() => 'not a line'] }) as unknown as QueuedBill;
    await expect(takeNumberAndQueue(frontCounter, inNovember, unkeepable)).rejects.toThrow();
    expect(await waitingBills()).toBe(0);
    const next = await takeNumberAndQueue(frontCounter, inNovember, bill);
    expect(next.billNumber).toBe('HC3/26-27/0001');
    expect(await queuedNumbers()).toEqual(['HC3/26-27/0001']);
  });

  test('that cannot be made keeps no number: the next bill takes that number', async () => {
    const told = vi.fn<(event: Event) => boolean>(() => true);
    vi.stubGlobal('dispatchEvent', told);
    const failing = () => {
      throw new Error('The bill could not be made.');
    };
    await expect(takeNumberAndQueue(frontCounter, inNovember, failing)).rejects.toThrow(
      'The bill could not be made.',
    );
    expect(await waitingBills()).toBe(0);
    expect(told).not.toHaveBeenCalled();
    const next = await takeNumberAndQueue(frontCounter, inNovember, bill);
    expect(next.billNumber).toBe('HC3/26-27/0001');
  });

  test('after one that failed, numbers on with no gap in the queue', async () => {
    await takeNumberAndQueue(frontCounter, inNovember, bill);
    await expect(
      takeNumberAndQueue(frontCounter, inNovember, () => {
        throw new Error('The page closed.');
      }),
    ).rejects.toThrow('The page closed.');
    await takeNumberAndQueue(frontCounter, inNovember, bill);
    expect(await queuedNumbers()).toEqual(['HC3/26-27/0001', 'HC3/26-27/0002']);
  });

  test('two at once take consecutive numbers, and both wait in the queue in that order', async () => {
    const taken = await Promise.all([
      takeNumberAndQueue(frontCounter, inNovember, bill),
      takeNumberAndQueue(frontCounter, inNovember, bill),
    ]);
    expect(taken.map((each) => each.billNumber).sort()).toEqual([
      'HC3/26-27/0001',
      'HC3/26-27/0002',
    ]);
    expect(await queuedNumbers()).toEqual(['HC3/26-27/0001', 'HC3/26-27/0002']);
  });

  test('refused a number keeps nothing and makes no bill', async () => {
    let made = 0;
    const counting = (billNumber: string) => {
      made += 1;
      return bill(billNumber);
    };
    await saveDevice({ ...frontCounter, series: 'HC4' });
    await expect(takeNumberAndQueue(frontCounter, inNovember, counting)).rejects.toBeInstanceOf(
      BillNumberRefused,
    );
    expect(made).toBe(0);
    expect(await waitingBills()).toBe(0);
  });
});
