/**
 * The cashier's own day at a counter: its bills, the close (float and cash counted), and once
 * closed, its Z report to print on the counter's thermal paper. The device's counter lives in
 * the browser, so the counter is chosen here or comes in the address the counter screen links.
 */
import { Link, data, useActionData } from 'react-router';
import { PrintButton } from '#app/components/print-button.tsx';
import {
  CloseDayForm,
  CounterDayPicker,
  DayBills,
} from '#app/components/counter/counter-day-parts.tsx';
import { ZReport } from '#app/components/counter/z-report.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { answerRefusals, readForm, redirectWithToast } from '#app/lib/action.server.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { dayBillsView, dayText, zReportView } from '#app/lib/counter-day-view.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { closeDaySchema } from '#core/counter-day-input.ts';
import { cashDifferenceText } from '#core/counter-z-report.ts';
import { indiaDayKey, isDayKey } from '#core/india-calendar.ts';
import { counterDayPath } from '#core/paths.ts';
import { closeCounterDay, readCounterDay } from '#server/counter/close-day.ts';
import { listCounters } from '#server/counter/counters.ts';
import type { Route } from './+types/counter-day';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const counters = await listCounters(context.db);
  const today = indiaDayKey(new Date());
  const asked = url.searchParams.get('day') ?? '';
  const day = isDayKey(asked) && asked <= today ? asked : today;
  const chosen = url.searchParams.get('counter');
  // One counter in the shop is the counter: nothing to choose.
  const counter =
    counters.find((each) => each.id === chosen) ?? (counters.length === 1 ? counters[0] : null);
  const counterDay = counter
    ? await readCounterDay(context.db, staff, { counterId: counter.id, day })
    : null;
  const closing = counterDay?.closing;
  return data(
    {
      counters: counters.map(({ id, name }) => ({ id, name })),
      counterId: counter?.id ?? null,
      counterName: counter?.name ?? null,
      paperWidthMm: counter?.paperWidthMm ?? 80,
      day,
      dayTitle: dayText(day),
      bills: counterDay ? dayBillsView(counterDay.bills) : null,
      report: closing ? zReportView({ ...closing, cashierName: staff.name, day }) : null,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, closeDaySchema);
  if (!form.ok) return form.answer;
  const { counterId, day } = form.value;
  return answerRefusals({ title: 'Error closing the day' }, async () => {
    const closed = await closeCounterDay(context.db, staff, form.value);
    const description = `Cash in the drawer: ${cashDifferenceText(closed.cashDifferencePaise)}.`;
    return redirectWithToast(
      counterDayPath(counterId, day),
      { title: 'Day closed', description },
      context,
    );
  });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'Your day at the counter') },
  { name: 'robots', content: 'noindex' },
];

export default function CounterDay({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { counterId, bills, report } = loaderData;
  return (
    <main className="mx-auto max-w-3xl p-4 text-stone-900 sm:p-6 print:p-0">
      <nav aria-label="Counter" className="mb-4 flex flex-wrap gap-3 print:hidden">
        <Link className={buttonClass({ variant: 'outline', size: 'sm' })} to="/counter">
          Back to the counter
        </Link>
        {report && <PrintButton />}
      </nav>
      <h1 className="font-display text-2xl font-bold text-maroon-800 print:hidden">
        {loaderData.counterName
          ? `Your day at ${loaderData.counterName}, ${loaderData.dayTitle}`
          : 'Your day at the counter'}
      </h1>
      <div className="mt-4">
        <CounterDayPicker
          counters={loaderData.counters}
          counterId={counterId}
          day={loaderData.day}
        />
      </div>
      {loaderData.counters.length === 0 && (
        <p className="mt-6 text-stone-700">
          The shop has no counter yet: the owner adds one in Settings.
        </p>
      )}
      {bills && <DayBills bills={bills} />}
      {report ? (
        <section aria-labelledby="z-report-heading" className="mt-8">
          <h2
            id="z-report-heading"
            className="mb-3 font-display text-xl font-bold text-maroon-800 print:hidden"
          >
            Day closed: the Z report
          </h2>
          <ZReport report={report} paperWidthMm={loaderData.paperWidthMm} />
        </section>
      ) : (
        counterId && (
          <CloseDayForm
            counterId={counterId}
            day={loaderData.day}
            errors={answer?.fieldErrors ?? {}}
            values={answer?.values ?? {}}
          />
        )
      )}
    </main>
  );
}
