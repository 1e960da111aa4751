/**
 * A bill taken at the counter: its number and its place in the queue, kept in ONE IndexedDB
 * transaction over the device and its bills. Either both are kept or neither is: a page closed,
 * crashed or refused by the storage between the two would otherwise leave a number given to no
 * bill, and the shop, which records a series only in order, would refuse every later bill of the
 * series for ever ("came before the bill numbered N").
 */
import { DEVICE_KEY, withCounterStorage } from './counter-storage.ts';
import { numberAfter, type CounterDevice } from './device.ts';
import { BILL_QUEUED_EVENT, type QueuedBill } from './queue.ts';

/**
 * Takes the next number of `device`'s series at `at`, makes the bill with it (`makeBill`) and
 * queues it, all in one transaction; resolves with the bill as queued. Refused as the number
 * rule says (BillNumberRefused: device.ts), or with the storage's own error, and then
 * nothing is kept: the series' last number is as it was, and the next bill takes this number.
 * `makeBill` runs inside the transaction, which commits itself once no request is pending: so it
 * is synchronous, and nothing but the transaction's own requests is awaited here.
 */
export async function takeNumberAndQueue(
  device: CounterDevice,
  at: Date,
  makeBill: (billNumber: string) => QueuedBill,
): Promise<QueuedBill> {
  const bill = await withCounterStorage(async (storage) => {
    const transaction = storage.transaction(['device', 'bills'], 'readwrite');
    // A request refused also fails `done`, which is awaited: each request's own is heard there.
    const heardInDone = (request: Promise<unknown>) => void request.catch(() => undefined);
    const done = transaction.done;
    heardInDone(done);
    try {
      const stored = await transaction.objectStore('device').get(DEVICE_KEY);
      const billNumber = numberAfter(stored, device, at);
      const made = makeBill(billNumber);
      // The set-up as stored (a counter renamed since the page opened keeps its new name).
      const kept = { device: stored?.device ?? device, lastBillNumber: billNumber };
      heardInDone(transaction.objectStore('device').put(kept, DEVICE_KEY));
      // A bill the storage cannot keep is refused here, at once: the number's put is undone.
      heardInDone(transaction.objectStore('bills').add(made));
      await done;
      return made;
    } catch (error) {
      abandon(transaction);
      throw error;
    }
  });
  globalThis.dispatchEvent?.(new Event(BILL_QUEUED_EVENT));
  return bill;
}

/** Undoes what the transaction wrote; one the browser already ended (aborted) is left as it is. */
function abandon(transaction: { abort(): void }) {
  try {
    transaction.abort();
  } catch {
    // Already finished: aborted by the refusal itself, so nothing of it was kept.
  }
}
