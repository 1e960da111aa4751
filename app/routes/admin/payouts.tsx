import { Form, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { ADMIN_PAYOUTS_EXPORT_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { isAppError } from '#core/app-error.ts';
import { formatShopDate } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { parsePayoutRange } from '#core/payout-range.ts';
import { loadPayouts } from '#server/admin/payouts.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/payouts';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const payouts = await loadPayouts(context.db, admin);
  // The export sends a range it refused back here, to be shown beside its fields.
  const range = exportRange(params.get('from'), params.get('to'));
  return data(
    {
      figures: {
        totalRevenue: formatRupees(payouts.figures.totalRevenuePaise),
        thisMonth: formatRupees(payouts.figures.thisMonthPaise),
        monthLabel: payouts.figures.monthLabel,
        pendingPayouts: formatRupees(payouts.figures.pendingPayoutsPaise),
      },
      range,
      transactions: payouts.recentTransactions.map((transaction) => ({
        orderNumber: transaction.orderNumber,
        customerName: transaction.customerName,
        amount: formatRupees(transaction.totalPaise),
        paymentMethod: transaction.paymentMethodLabel,
        status: transaction.status,
        date: formatShopDate(transaction.createdAt),
        at: transaction.createdAt.toISOString(),
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

/** The export form's fields: this month so far by default, or what was asked with its error. */
function exportRange(from: string | null, to: string | null) {
  try {
    const range = parsePayoutRange(from, to, new Date());
    return { ...range, errors: {} as Record<string, string> };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { from: from ?? '', to: to ?? '', errors: { [error.field ?? 'from']: error.message } };
  }
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Payouts | Admin');

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const { figures, transactions, range } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Payouts</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Revenue" value={figures.totalRevenue} icon="indian-rupee" />
        <StatCard
          label="This Month"
          value={figures.thisMonth}
          caption={figures.monthLabel}
          icon="calendar-days"
        />
        <StatCard
          label="Pending Payouts"
          value={figures.pendingPayouts}
          caption="Delivered orders not yet paid"
          icon="hourglass"
        />
      </div>

      <section aria-labelledby="export-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="export-heading" className="font-display text-xl font-bold text-maroon-800">
          Export Report
        </h2>
        <p className="mt-1 text-sm text-stone-700">
          A CSV of the paid transactions placed between these days (India time), for a spreadsheet
          or your accountant.
        </p>
        <Form
          key={`${range.from}|${range.to}`}
          method="get"
          action={ADMIN_PAYOUTS_EXPORT_PATH}
          reloadDocument
          className="mt-4 flex flex-wrap items-start gap-4"
        >
          <Field
            label="From"
            name="from"
            type="date"
            defaultValue={range.from}
            error={range.errors.from}
          />
          <Field label="To" name="to" type="date" defaultValue={range.to} error={range.errors.to} />
          <Button type="submit" variant="festival" className="mt-6">
            <Icon name="download" aria-hidden />
            Export Report
          </Button>
        </Form>
      </section>

      <section aria-labelledby="transactions-heading" className="mt-8">
        <h2 id="transactions-heading" className="font-display text-xl font-bold text-maroon-800">
          Recent Transactions
        </h2>
        {transactions.length === 0 ? (
          <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
            No paid orders yet. Cash on Delivery orders count as paid once delivered.
          </p>
        ) : (
          <AdminTable
            caption="The 20 newest paid orders"
            headings={['Order #', 'Customer', 'Amount', 'Payment Method', 'Status', 'Date']}
            minWidth="narrow"
            className="mt-4"
          >
            {transactions.map((transaction) => (
              <tr key={transaction.orderNumber}>
                <th scope="row" className={`${adminCell} font-semibold text-maroon-800`}>
                  {transaction.orderNumber}
                </th>
                <td className={adminCell}>{transaction.customerName}</td>
                <td className={`${adminCell} font-medium`}>{transaction.amount}</td>
                <td className={adminCell}>{transaction.paymentMethod}</td>
                <td className={adminCell}>
                  <span
                    className={
                      transaction.status === 'Paid'
                        ? 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800'
                        : 'rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800'
                    }
                  >
                    {transaction.status}
                  </span>
                </td>
                <td className={adminCell}>
                  <time dateTime={transaction.at}>{transaction.date}</time>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Payouts" title="Error loading payouts" />;
}
