/**
 * The counter device as the browser keeps it: which counter it was set up at, its printer's
 * paper and its bill series, and the numbers it gives its bills (core/counter-bill-number.ts),
 * offline or not. A number is taken with its bill (take-bill.ts), in one IndexedDB transaction
 * that reads and writes both, so it is never given twice: not by two bills at once, not across a
 * reload, not by two tabs of the same device (the browser runs one tab's read-and-write on the
 * store after the other's); and never given to no bill.
 */
import { nextBillNumber } from '#core/counter-bill-number.ts';
import { DEVICE_KEY, withCounterStorage, type StoredDevice } from './counter-storage.ts';

export interface CounterDevice {
  counterId: string;
  counterName: string;
  paperWidthMm: 58 | 80;
  /** 'HC1': given by the shop when the device was set up (setUpDevice). */
  series: string;
}

/** The device's set-up, or null before its first (or after the browser's storage was cleared). */
export function loadDevice(): Promise<CounterDevice | null> {
  return withCounterStorage(async (storage) => {
    const stored = await storage.get('device', DEVICE_KEY);
    return stored?.device ?? null;
  });
}

/**
 * Keeps the device's set-up. A new series starts at 0001; the same series saved again (its
 * counter renamed, say) goes on from its last number, so no number is given twice.
 */
export function saveDevice(device: CounterDevice): Promise<void> {
  return withCounterStorage(async (storage) => {
    const transaction = storage.transaction('device', 'readwrite');
    const stored = await transaction.store.get(DEVICE_KEY);
    const lastBillNumber = stored?.device.series === device.series ? stored.lastBillNumber : null;
    await transaction.store.put({ device, lastBillNumber }, DEVICE_KEY);
    await transaction.done;
  });
}

/** Why no number could be given, in words the cashier can act on. */
export class BillNumberRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BillNumberRefused';
  }
}

/**
 * The next number of this device's series, taken at `at`, after `stored` (the device as its
 * storage holds it, read in the transaction that keeps the number: take-bill.ts). Refused
 * (BillNumberRefused) when the device was set up again since `device` was loaded, when its clock
 * is before its last bill's year, or when the series has no numbers left this year.
 */
export function numberAfter(
  stored: StoredDevice | undefined,
  device: CounterDevice,
  at: Date,
): string {
  if (!stored || stored.device.series !== device.series) {
    throw new BillNumberRefused(
      'This device was set up again since this page opened: please reload the counter.',
    );
  }
  const next = nextBillNumber(device.series, stored.lastBillNumber, at);
  if (!next.ok) throw new BillNumberRefused(next.problem);
  return next.billNumber;
}
