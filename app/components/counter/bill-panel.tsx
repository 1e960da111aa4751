/**
 * The bill on the side: its lines, what it comes to with the GST inside, a discount (only when
 * the one signed in may give it: the owner or a manager), lines taken off (by the owner or a
 * manager signed in, or for a cashier with a manager's counter PIN), a business buyer for a B2B
 * invoice, and the way to payment.
 */
import { useCallback, useState } from 'react';
import { Button } from '#app/components/ui/button.tsx';
import { formatRupees } from '#core/money.ts';
import { gramsText } from '#core/sweet-stock.ts';
import { voidLine, type BillSums, type DraftBill } from '#app/lib/counter-bill-view.ts';
import type { CounterScreenData } from '#app/lib/counter-screen-type.ts';
import { BuyerForm } from './buyer-form.tsx';
import { DiscountForm } from './discount-form.tsx';
import type { BillUpdate } from './tiles-panel.tsx';
import { VoidPinDialog, type PinTries } from './void-pin-dialog.tsx';

export function BillPanel({
  bill,
  sums,
  cashier,
  gstRegistered,
  onChange,
  onPay,
}: {
  bill: DraftBill;
  sums: BillSums;
  cashier: CounterScreenData['cashier'];
  /** The shop has a GSTIN: its bills show GST, and a business buyer may have a B2B invoice. */
  gstRegistered: boolean;
  onChange: BillUpdate;
  onPay: () => void;
}) {
  const tax = sums.figures.cgstPaise + sums.figures.sgstPaise + sums.figures.igstPaise;
  const [asking, setAsking] = useState<{ key: string; from: HTMLElement } | null>(null);
  const [tries, setTries] = useState<PinTries>({ wrong: 0, pausedUntil: null });
  const keepTries = useCallback((next: PinTries) => setTries(next), []);
  const askedLine = asking && bill.lines.find((line) => line.key === asking.key);
  return (
    <section
      aria-labelledby="bill-heading"
      className="rounded-lg border border-stone-300 bg-white p-4"
    >
      <h2 id="bill-heading" className="text-lg font-bold">
        Bill
      </h2>
      {bill.lines.length === 0 ? (
        <p className="mt-2 text-stone-700">No lines yet: choose a tile or scan a label.</p>
      ) : (
        <ul aria-label="Bill lines" className="mt-2 divide-y divide-stone-200">
          {bill.lines.map((line) => (
            <li key={line.key} className="flex items-center gap-2 py-2">
              <div className="grow">
                <p className="font-semibold">{line.priced.description}</p>
                <p className="text-sm text-stone-700">
                  {line.priced.grams !== null
                    ? gramsText(line.priced.grams)
                    : `${line.priced.quantity} × ${formatRupees(line.priced.unitPricePaise)}`}
                </p>
              </div>
              <p className="font-semibold">{formatRupees(line.priced.amountPaise)}</p>
              <Button
                type="button"
                variant="outline"
                className="min-h-11"
                aria-label={`Take off ${line.priced.description}`}
                onClick={(event) => {
                  // The one signed in approves by their own sign-in; a cashier asks for a PIN.
                  if (cashier.mayApprove) {
                    onChange((draft) => voidLine(draft, line.key, cashier.id));
                  } else {
                    setAsking({ key: line.key, from: event.currentTarget });
                  }
                }}
              >
                Take off
              </Button>
            </li>
          ))}
        </ul>
      )}
      {!cashier.mayApprove && (
        <p className="mt-2 text-sm text-stone-700">
          A line is taken off with a manager’s counter PIN; a discount is given by a manager or the
          owner signed in at this counter.
        </p>
      )}
      {asking && askedLine && (
        <VoidPinDialog
          line={askedLine}
          cashierId={cashier.id}
          approvers={cashier.pinApprovers}
          tries={tries}
          onTries={keepTries}
          returnFocusTo={asking.from}
          onClose={() => setAsking(null)}
          onApproved={({ approvedBy, approvalId, approval }) => {
            onChange((draft) =>
              voidLine(draft, askedLine.key, approvedBy, { approvalId, approval }),
            );
            setAsking(null);
          }}
        />
      )}
      {cashier.mayApprove && bill.lines.length > 0 && (
        <DiscountForm discount={bill.discount} problem={sums.discountProblem} onChange={onChange} />
      )}
      {gstRegistered && <BuyerForm buyer={bill.buyer} onChange={onChange} />}
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-300 pt-2">
        {bill.discount.paise > 0 && !sums.discountProblem && (
          <>
            <dt>Discount ({bill.discount.reason})</dt>
            <dd>−{formatRupees(bill.discount.paise)}</dd>
          </>
        )}
        {gstRegistered && (
          <>
            <dt>GST included</dt>
            <dd>{formatRupees(tax)}</dd>
          </>
        )}
        <dt className="text-xl font-bold">Total</dt>
        <dd className="text-xl font-bold">{formatRupees(sums.totalPaise)}</dd>
      </dl>
      <Button
        type="button"
        variant="festival"
        size="lg"
        className="mt-4 min-h-12 w-full"
        disabled={bill.lines.length === 0 || sums.discountProblem !== null}
        onClick={onPay}
      >
        Take payment
      </Button>
    </section>
  );
}
