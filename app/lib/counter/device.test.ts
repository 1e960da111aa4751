// The browser's IndexedDB and its classes (IDBRequest, …), in memory.
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, test } from 'vitest';
import { BillNumberRefused, loadDevice, saveDevice, type CounterDevice } from './device.ts';
import { takeNumberAndQueue } from './take-bill.ts';

const frontCounter: CounterDevice = {
  counterId: '6f1c1b9e-2c55-4a53-9d0e-3a4e1c2b7d10',
  counterName: 'Front counter',
  paperWidthMm: 58,
  series: 'HC3',
};
const inNovember = new Date('2026-11-28T10:00:00+05:30');

/** A bill taken on the device at `at`: the number its series gave it. */
async function takeBillNumber(device: CounterDevice, at: Date): Promise<string> {
  const taken = await takeNumberAndQueue(device, at, (billNumber) => ({
    idempotencyKey: crypto.randomUUID(),
    billNumber,
    counterId: device.counterId,
    takenAt: at.toISOString(),
    lines: [
      {
        kind: 'counted',
        variantId: '0b8e7c1a-5a3d-4f2e-9c1b-7d6e5f4a3b2c',
        quantity: 1,
        amountPaise: 50_000,
      },
    ],
    payments: [{ mode: 'cash', paise: 50_000 }],
  }));
  return taken.billNumber;
}

beforeEach(() => {
  // A browser of its own for each test: nothing kept from the one before.
  globalThis.indexedDB = new IDBFactory();
});

describe('a counter device in the browser', () => {
  test('has no set-up before its first, and keeps the one saved', async () => {
    expect(await loadDevice()).toBeNull();
    await saveDevice(frontCounter);
    expect(await loadDevice()).toEqual(frontCounter);
  });

  test('numbers its bills one after another, starting at 0001 of its series', async () => {
    await saveDevice(frontCounter);
    expect(await takeBillNumber(frontCounter, inNovember)).toBe('HC3/26-27/0001');
    expect(await takeBillNumber(frontCounter, inNovember)).toBe('HC3/26-27/0002');
  });

  test('never gives one number twice, however many bills are numbered at once', async () => {
    await saveDevice(frontCounter);
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () => takeBillNumber(frontCounter, inNovember)),
    );
    const expected = Array.from(
      { length: 20 },
      (_, index) => `HC3/26-27/${String(index + 1).padStart(4, '0')}`,
    );
    expect([...numbers].sort()).toEqual(expected);
  });

  test('starts a new series at 0001, and goes on when the same series is saved again', async () => {
    await saveDevice(frontCounter);
    await takeBillNumber(frontCounter, inNovember);
    await saveDevice({ ...frontCounter, counterName: 'Front till' });
    expect(await takeBillNumber(frontCounter, inNovember)).toBe('HC3/26-27/0002');
    const setUpAgain = { ...frontCounter, series: 'HC4' };
    await saveDevice(setUpAgain);
    expect(await takeBillNumber(setUpAgain, inNovember)).toBe('HC4/26-27/0001');
  });

  test('refuses a number to a page that still holds the series the device had before', async () => {
    await saveDevice(frontCounter);
    await saveDevice({ ...frontCounter, series: 'HC4' });
    const taking = takeBillNumber(frontCounter, inNovember);
    await expect(taking).rejects.toBeInstanceOf(BillNumberRefused);
    await expect(taking).rejects.toThrow('please reload the counter');
  });

  test('refuses a number when the device’s clock is before its last bill’s year', async () => {
    await saveDevice(frontCounter);
    await takeBillNumber(frontCounter, inNovember);
    await expect(
      takeBillNumber(frontCounter, new Date('2025-11-28T10:00:00+05:30')),
    ).rejects.toThrow(
      'This device’s clock is before its last bill, HC3/26-27/0001: please set its date and time.',
    );
    expect(await takeBillNumber(frontCounter, inNovember)).toBe('HC3/26-27/0002');
  });
});
