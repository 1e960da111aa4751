/**
 * The counter device's own storage in the browser (IndexedDB, through `idb`): the device's set-up
 * with the last bill number it gave, and the bills waiting to reach the shop. It survives reloads
 * and a dropped connection; every tab of the device shares it.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CounterDevice } from './device.ts';
import type { QueuedBill } from './queue.ts';

export interface StoredDevice {
  device: CounterDevice;
  /** The last number this device gave, in its series; null before its first bill. */
  lastBillNumber: string | null;
}

export interface CounterStorageSchema extends DBSchema {
  device: { key: 'this device'; value: StoredDevice };
  /** Keyed by an increasing number, so the oldest bill comes first. */
  bills: { key: number; value: QueuedBill };
}

export type CounterStorage = IDBPDatabase<CounterStorageSchema>;

export const COUNTER_STORAGE_NAME = 'halwai-counter';
export const DEVICE_KEY = 'this device';

/**
 * Opens the storage for one piece of work and closes it after, so no connection outlives it (a
 * later version's upgrade would otherwise wait for every open tab).
 */
export async function withCounterStorage<Result>(
  work: (storage: CounterStorage) => Promise<Result>,
): Promise<Result> {
  const storage = await openDB<CounterStorageSchema>(COUNTER_STORAGE_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('device');
      database.createObjectStore('bills', { autoIncrement: true });
    },
  });
  try {
    return await work(storage);
  } finally {
    storage.close();
  }
}
