/**
 * 'Deliveries for <date>': the riders' sheet, slot by slot, ready to print. The admin only;
 * anyone else, and a date that is no date, get the 404 page.
 */
import { Link, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { PrintButton } from '#app/components/print-button.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { variantName } from '#core/variant-label.ts';
import { formatShopLongDate } from '#core/date-format.ts';
import { indiaDayStart, isDayKey } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import { paymentMethodLabels } from '#core/payment.ts';
import { deliveriesFor } from '#server/delivery/deliveries-sheet.ts';
import type { Route } from './+types/admin-deliveries';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  if (!isDayKey(params.day)) throw data(null, { status: 404 });
  const runs = await deliveriesFor(context.db, admin, params.day);
  return data(
    {
      day: params.day,
      title: `Deliveries for ${formatShopLongDate(indiaDayStart(params.day))}`,
      runs: runs.map((run) => ({
        slot: run.slot,
        stops: run.stops.map((stop) => ({
          ...stop,
          payment: paymentMethodLabels[stop.paymentMethod],
          collect: stop.collectPaise > 0 ? formatRupees(stop.collectPaise) : 'Nothing (paid)',
        })),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(matches, loaderData?.title ?? 'Deliveries') },
  { name: 'robots', content: 'noindex' },
];

const cell = 'border border-stone-300 px-2 py-1.5 text-left align-top';

export default function DeliveriesSheet({ loaderData }: Route.ComponentProps) {
  const { runs, title, day } = loaderData;
  const count = runs.reduce((sum, run) => sum + run.stops.length, 0);
  return (
    <main className="mx-auto max-w-6xl bg-white p-6 text-sm text-stone-900 print:p-0">
      <nav aria-label="Deliveries" className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={`${ADMIN_ORDERS_PATH}?delivery=${day}`}
        >
          <Icon name="arrow-left" aria-hidden />
          Back to orders
        </Link>
        <PrintButton />
      </nav>
      <h1 className="font-display text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-stone-700">
        {count === 0 ? 'No deliveries booked for this day.' : `${count} to deliver.`}
      </p>
      {runs.map((run) => (
        <section key={run.slot} className="mt-6 break-inside-avoid-page">
          <h2 className="text-lg font-bold">
            {run.slot} ({run.stops.length})
          </h2>
          <table className="mt-2 w-full border-collapse">
            <caption className="sr-only">Deliveries in the {run.slot} slot</caption>
            <thead>
              <tr className="bg-stone-100">
                {[
                  'Order #',
                  'Customer',
                  'Phone',
                  'Address',
                  'Items',
                  'Gift message',
                  'Payment',
                  'Collect',
                ].map((heading) => (
                  <th key={heading} scope="col" className={cell}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {run.stops.map((stop) => (
                <tr key={stop.orderNumber}>
                  <th scope="row" className={cell}>
                    {stop.orderNumber}
                  </th>
                  <td className={cell}>{stop.customerName}</td>
                  <td className={cell}>{stop.customerPhone}</td>
                  <td className={cell}>{stop.address}</td>
                  <td className={cell}>
                    <ul>
                      {stop.lines.map((line) => (
                        <li key={`${line.productName}-${line.weight}`}>
                          {variantName({ name: line.productName, weight: line.weight })} ×{' '}
                          {line.quantity}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={cell}>{stop.giftMessage ?? ''}</td>
                  <td className={cell}>{stop.payment}</td>
                  <td className={`${cell} font-semibold`}>{stop.collect}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
