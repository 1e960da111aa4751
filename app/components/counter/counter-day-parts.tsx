/** The cashier's day at the counter: which counter and day, its bills, and the close form. */
import { Form, useNavigation } from 'react-router';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { dayBillsView } from '#app/lib/counter-day-view.ts';

const SELECT_CLASS =
  'mt-1 block min-h-11 w-full rounded-md border border-stone-300 px-3 py-2 text-base';

/** A plain GET form, so the choice is in the address: the counter screen links here with it. */
export function CounterDayPicker(props: {
  counters: readonly { id: string; name: string }[];
  counterId: string | null;
  day: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-4 print:hidden">
      <div className="min-w-48">
        <label htmlFor="day-counter" className="block text-sm font-medium text-stone-800">
          Counter
        </label>
        <select
          id="day-counter"
          name="counter"
          defaultValue={props.counterId ?? ''}
          required
          className={SELECT_CLASS}
        >
          <option value="" disabled>
            Choose your counter
          </option>
          {props.counters.map((counter) => (
            <option key={counter.id} value={counter.id}>
              {counter.name}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-40">
        <Field label="Day" name="day" type="date" defaultValue={props.day} />
      </div>
      <Button type="submit" variant="outline" className="min-h-11">
        Show the day
      </Button>
    </Form>
  );
}

export function DayBills({ bills }: { bills: ReturnType<typeof dayBillsView> }) {
  return (
    <section aria-labelledby="day-bills-heading" className="mt-6 print:hidden">
      <h2 id="day-bills-heading" className="font-display text-xl font-bold text-maroon-800">
        Your bills
      </h2>
      <p className="mt-1 text-stone-700">
        {bills.summary}: {bills.byMode.map((mode) => `${mode.mode} ${mode.amount}`).join(' · ')}
      </p>
      {bills.rows.length > 0 && (
        <div className="mt-3 overflow-x-auto rounded-xl bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your bills of the day, oldest first</caption>
            <thead className="border-b border-stone-200 text-stone-600">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Bill No.
                </th>
                <th scope="col" className="px-4 py-3">
                  Time
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Total
                </th>
                <th scope="col" className="px-4 py-3">
                  Paid by
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {bills.rows.map((bill) => (
                <tr key={bill.billNumber}>
                  <td className="px-4 py-3 font-mono">{bill.billNumber}</td>
                  <td className="px-4 py-3">
                    <time dateTime={bill.at}>{bill.time}</time>
                  </td>
                  <td className="px-4 py-3 text-right">{bill.total}</td>
                  <td className="px-4 py-3">{bill.modes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The two sums in rupees the close form asks for, in the order the cashier counts them. */
const CLOSE_DAY_AMOUNTS = [
  { name: 'float', label: 'Float (change the drawer opened with, ₹)' },
  { name: 'countedCash', label: 'Cash counted (₹)' },
] as const;

export function CloseDayForm(props: {
  counterId: string;
  day: string;
  errors: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}) {
  const busy = useNavigation().state === 'submitting';
  // A refused day or counter is told beside the last field, the one the cashier submits from.
  const errors = {
    float: props.errors.float,
    countedCash: props.errors.countedCash ?? props.errors.day ?? props.errors.counterId,
  };
  return (
    <section
      aria-labelledby="close-day-heading"
      className="mt-8 rounded-xl bg-white p-5 shadow-sm print:hidden"
    >
      <h2 id="close-day-heading" className="font-display text-xl font-bold text-maroon-800">
        Close the day
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        Count the cash in the drawer. The Z report compares it with the float and the cash your
        bills took; a day is closed once.
      </p>
      <Form method="post" className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="counterId" value={props.counterId} />
        <input type="hidden" name="day" value={props.day} />
        {CLOSE_DAY_AMOUNTS.map(({ name, label }) => (
          <Field
            key={name}
            label={label}
            name={name}
            inputMode="decimal"
            required
            defaultValue={props.values[name] ?? ''}
            error={errors[name]}
          />
        ))}
        <Button type="submit" variant="festival" className="min-h-11 sm:col-span-2" disabled={busy}>
          {busy ? 'Closing the day...' : 'Close the day'}
        </Button>
      </Form>
    </section>
  );
}
