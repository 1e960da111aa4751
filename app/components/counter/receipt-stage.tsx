/**
 * The bill taken: its receipt on screen, printed at once on the counter's paper, with links that
 * send the customer their copy (WhatsApp, SMS), and the way to the next bill.
 */
import { useEffect } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import type { billShareLinks, ReceiptView } from '#app/lib/counter-receipt-view.ts';
import { buttonClass } from '#app/components/ui/button.tsx';
import { CounterReceipt } from './counter-receipt.tsx';

export interface TakenBill {
  receipt: ReceiptView;
  share: ReturnType<typeof billShareLinks>;
}

export function ReceiptStage({
  taken,
  paperWidthMm,
  onNewBill,
}: {
  taken: TakenBill;
  paperWidthMm: 58 | 80;
  onNewBill: () => void;
}) {
  useEffect(() => {
    window.print();
  }, [taken]);
  const link = buttonClass({ variant: 'outline', className: 'min-h-12' });
  return (
    <main className="grid gap-4 p-4 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="taken-heading" className="grid content-start gap-3 print:hidden">
        <h2 id="taken-heading" className="text-2xl font-bold text-maroon-800">
          Bill {taken.receipt.billNumber} taken
        </h2>
        <p>
          Total {taken.receipt.total}
          {taken.receipt.change ? `: change to give ${taken.receipt.change}` : ''}.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button
            type="button"
            variant="festival"
            className="min-h-12"
            onClick={() => window.print()}
          >
            Print again
          </Button>
          <a className={link} href={taken.share.whatsApp} target="_blank" rel="noreferrer">
            Share on WhatsApp
          </a>
          <a className={link} href={taken.share.sms}>
            Send by SMS
          </a>
          <Button type="button" variant="outline" className="min-h-12" onClick={onNewBill}>
            New bill
          </Button>
        </div>
        <p className="break-all text-sm text-stone-700">
          The customer’s copy:{' '}
          <a className="underline" href={taken.share.url}>
            {taken.share.url}
          </a>
        </p>
      </section>
      <CounterReceipt receipt={taken.receipt} paperWidthMm={paperWidthMm} />
    </main>
  );
}
