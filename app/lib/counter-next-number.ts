/**
 * The number this device's next bill will take, read without taking it: the UPI QR carries it
 * as the payment's note (`tn`), shown before the bill is taken, so a customer who walks away
 * leaves no gap in the series. The number itself is taken when the payment is confirmed
 * (counter/take-bill.ts: takeNumberAndQueue), which gives this one unless another tab of the device took a bill
 * in between: then the note is one off, and the bill's own number is still right.
 */
import { nextBillNumber } from '#core/counter-bill-number.ts';
import { DEVICE_KEY, withCounterStorage } from './counter/counter-storage.ts';
import type { CounterDevice } from './counter/device.ts';

export function peekBillNumber(device: CounterDevice, at: Date): Promise<string | null> {
  return withCounterStorage(async (storage) => {
    const stored = await storage.get('device', DEVICE_KEY);
    if (stored?.device.series !== device.series) return null;
    const next = nextBillNumber(device.series, stored.lastBillNumber, at);
    return next.ok ? next.billNumber : null;
  });
}
