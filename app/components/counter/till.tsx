/**
 * The till: the shop's tiles and the scale's field on one side, the bill on the other; then its
 * payment, and the receipt, which prints on the counter's paper and goes to the customer's phone
 * as a link. A bill is numbered on this device and queued (app/lib/counter/), so the counter
 * sells on when the shop cannot be reached.
 */
import { useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { CounterDevice } from '#app/lib/counter/device.ts';
import { takeNumberAndQueue } from '#app/lib/counter/take-bill.ts';
import { useCounterQueue } from '#app/lib/counter/use-counter-queue.ts';
import {
  billKeyOf,
  billSums,
  emptyBill,
  queuedBill,
  type DraftBill,
} from '#app/lib/counter-bill-view.ts';
import { billShareLinks, receiptView } from '#app/lib/counter-receipt-view.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import { BillPanel } from './bill-panel.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { QueueStatus } from './queue-status.tsx';
import { ReceiptStage, type TakenBill } from './receipt-stage.tsx';
import { TilesPanel } from './tiles-panel.tsx';
import { isGstRegistered } from '#core/gst-registration.ts';

export function Till({
  screen,
  device,
  onSetUpAgain,
}: {
  screen: CounterScreenData;
  device: CounterDevice;
  onSetUpAgain: () => void;
}) {
  const { shop, cashier } = screen;
  const queue = useCounterQueue();
  const [bill, setBill] = useState<DraftBill>(emptyBill);
  const [paying, setPaying] = useState(false);
  const [taken, setTaken] = useState<TakenBill | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sums = billSums(bill, shop.state);

  async function takeBill() {
    if (!sums.settled?.ok) return;
    try {
      const takenAt = new Date();
      const idempotencyKey = billKeyOf(crypto.getRandomValues(new Uint8Array(16)));
      // The number and the queued bill are kept together, or neither is: no number is lost.
      const { billNumber } = await takeNumberAndQueue(device, takenAt, (number) =>
        queuedBill(bill, {
          idempotencyKey,
          billNumber: number,
          counterId: device.counterId,
          takenAt,
        }),
      );
      const receipt = receiptView({
        billNumber,
        takenAt,
        cashierName: cashier.name,
        shop,
        lines: bill.lines.map((line) => line.priced),
        discount: bill.discount,
        buyer: bill.buyer,
        payments: sums.settled.settled,
        changePaise: sums.settled.changePaise,
      });
      const share = billShareLinks(screen.origin, idempotencyKey, billNumber, shop.name);
      setTaken({ receipt, share });
      setProblem(null);
    } catch (error) {
      setProblem(
        error instanceof Error ? error.message : 'The bill could not be kept on this device.',
      );
    }
  }

  function newBill() {
    setBill(emptyBill());
    setPaying(false);
    setTaken(null);
  }

  return (
    <div className="min-h-screen bg-cream">
      <header className="flex flex-wrap items-center gap-3 border-b border-stone-300 bg-white px-4 py-2 print:hidden">
        <h1 className="font-display text-xl font-bold text-maroon-800">
          {device.counterName} · series {device.series}
        </h1>
        <p className="text-stone-700">Cashier: {cashier.name}</p>
        <div className="ml-auto flex flex-wrap items-center gap-3">
          <QueueStatus status={queue} />
          <Button type="button" variant="outline" className="min-h-11" onClick={onSetUpAgain}>
            Set up again
          </Button>
        </div>
      </header>
      {taken ? (
        <ReceiptStage taken={taken} paperWidthMm={device.paperWidthMm} onNewBill={newBill} />
      ) : (
        <main className="grid gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_24rem] print:hidden">
          <h2 className="sr-only">Sell</h2>
          <TilesPanel screen={screen} onChange={setBill} disabled={paying} />
          {paying ? (
            <PaymentPanel
              bill={bill}
              sums={sums}
              shop={shop}
              device={device}
              problem={problem}
              onPayments={(payments) => setBill((draft) => ({ ...draft, payments }))}
              onBack={() => setPaying(false)}
              onConfirm={takeBill}
            />
          ) : (
            <BillPanel
              bill={bill}
              sums={sums}
              cashier={cashier}
              gstRegistered={isGstRegistered(shop.gstin)}
              onChange={setBill}
              onPay={() => setPaying(true)}
            />
          )}
        </main>
      )}
    </div>
  );
}
