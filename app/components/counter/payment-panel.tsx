/**
 * Payment: cash (what the customer hands over, and the change), UPI by the shop's own QR which
 * the cashier confirms as received, card (recorded from the card machine), or split across them.
 * The payments must settle the bill to the paisa (core/counter-payments.ts) before it is taken.
 */
import { useEffect, useId, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import {
  COUNTER_PAYMENT_MODES,
  counterPaymentModeLabels,
  type CounterPaymentMode,
  type TenderedPayment,
} from '#core/counter-payments.ts';
import { formatRupees } from '#core/money.ts';
import { parseRupees, rupeesForInput } from '#core/rupee-input.ts';
import type { CounterDevice } from '#app/lib/counter/device.ts';
import type { BillSums, DraftBill } from '#app/lib/counter-bill-view.ts';
import { peekBillNumber } from '#app/lib/counter-next-number.ts';
import type { CounterShop } from '#app/lib/counter-screen-type.ts';
import { UpiQr } from './upi-qr.tsx';

const LABELS: Record<CounterPaymentMode, string> = {
  cash: 'Cash handed over (₹)',
  upi: 'UPI (₹)',
  card: 'Card (₹)',
};

export function PaymentPanel(props: {
  bill: DraftBill;
  sums: BillSums;
  shop: CounterShop;
  device: CounterDevice;
  problem: string | null;
  onPayments: (payments: TenderedPayment[]) => void;
  onBack: () => void;
  onConfirm: () => Promise<void>;
}) {
  const { sums, shop } = props;
  const id = useId();
  // Back from the bill and here again, the payments typed before are shown as they are held.
  const [typed, setTyped] = useState(() => {
    const held = (mode: CounterPaymentMode) =>
      props.bill.payments.find((payment) => payment.mode === mode)?.paise ?? 0;
    const shown = (mode: CounterPaymentMode) => (held(mode) > 0 ? rupeesForInput(held(mode)) : '');
    return { cash: shown('cash'), upi: shown('upi'), card: shown('card') };
  });
  const [upiReceived, setUpiReceived] = useState(false);
  const [busy, setBusy] = useState(false);
  const [nextNumber, setNextNumber] = useState<string | null>(null);
  useEffect(() => {
    void peekBillNumber(props.device, new Date()).then(setNextNumber);
  }, [props.device]);

  const paiseOf = (mode: CounterPaymentMode) => {
    const read = parseRupees(typed[mode]);
    return read.ok ? read.paise : 0;
  };
  const type = (mode: CounterPaymentMode, text: string) => {
    const next = { ...typed, [mode]: text };
    setTyped(next);
    if (mode === 'upi') setUpiReceived(false);
    props.onPayments(
      COUNTER_PAYMENT_MODES.flatMap((each) => {
        const read = parseRupees(next[each]);
        return read.ok && read.paise > 0 ? [{ mode: each, paise: read.paise }] : [];
      }),
    );
  };
  const others = (mode: CounterPaymentMode) =>
    COUNTER_PAYMENT_MODES.filter((each) => each !== mode).reduce(
      (sum, each) => sum + paiseOf(each),
      0,
    );
  const upiPaise = paiseOf('upi');
  const settled = sums.settled;
  const ready = settled?.ok === true && (upiPaise === 0 || upiReceived) && !busy;
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold">
        Payment
      </h2>
      <p className="mt-1 text-xl font-bold">Total {formatRupees(sums.totalPaise)}</p>
      <div className="mt-3 grid gap-3">
        {COUNTER_PAYMENT_MODES.map((mode) => {
          const off = mode === 'upi' && shop.upiId === '';
          const rest = Math.max(0, sums.totalPaise - others(mode));
          return (
            <div key={mode}>
              <label htmlFor={`${id}-${mode}`} className="font-semibold">
                {LABELS[mode]}
              </label>
              <div className="mt-1 flex gap-2">
                <input
                  id={`${id}-${mode}`}
                  inputMode="decimal"
                  autoComplete="off"
                  disabled={off}
                  value={typed[mode]}
                  onChange={(event) => type(mode, event.target.value)}
                  className="min-h-11 w-full rounded-md border border-stone-400 px-3 text-lg"
                />
                <Button
                  type="button"
                  variant="outline"
                  className="min-h-11 shrink-0"
                  disabled={off || rest === 0}
                  aria-label={`${counterPaymentModeLabels[mode]}: the rest, ${formatRupees(rest)}`}
                  onClick={() => type(mode, rupeesForInput(rest))}
                >
                  The rest
                </Button>
              </div>
              {off && (
                <p className="text-sm text-stone-700">
                  UPI is taken here once the owner sets the shop’s UPI ID in Settings.
                </p>
              )}
            </div>
          );
        })}
      </div>
      {upiPaise > 0 && shop.upiId !== '' && (
        <div className="mt-3">
          <UpiQr
            upiId={shop.upiId}
            payeeName={shop.name}
            paise={upiPaise}
            billNumber={nextNumber ?? props.device.series}
          />
          <label className="mt-2 flex min-h-11 items-center gap-3 font-semibold">
            <input
              type="checkbox"
              className="size-6"
              checked={upiReceived}
              onChange={(event) => setUpiReceived(event.target.checked)}
            />
            UPI payment of {formatRupees(upiPaise)} received
          </label>
        </div>
      )}
      <p className="mt-3 font-semibold" role="status">
        {settled === null
          ? ''
          : settled.ok
            ? settled.changePaise > 0
              ? `Change to give: ${formatRupees(settled.changePaise)}`
              : 'Paid in full.'
            : settled.problem}
      </p>
      {props.problem && (
        <p className="mt-2 text-red-700" role="alert">
          {props.problem}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button type="button" variant="outline" className="min-h-12" onClick={props.onBack}>
          Back to the bill
        </Button>
        <Button
          type="button"
          variant="festival"
          className="min-h-12 grow"
          disabled={!ready}
          onClick={() => {
            setBusy(true);
            void props.onConfirm().finally(() => setBusy(false));
          }}
        >
          {busy ? 'Taking the bill…' : 'Confirm payment and print'}
        </Button>
      </div>
    </section>
  );
}
