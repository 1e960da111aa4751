/** The Payouts page's export form and its table of recent transactions. */
import { Form } from 'react-router';
import { adminCell } from './admin-table.tsx';
import { AdminListSection } from './admin-list-section.tsx';
import { Field } from '#app/components/field.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import type { ExportRangeView, PayoutTransactionRow } from '#app/lib/admin-payouts-view.ts';
import { ADMIN_PAYOUTS_EXPORT_PATH } from '#app/lib/admin-paths.ts';

export function ExportReport({ range }: { range: ExportRangeView }) {
  return (
    <section aria-labelledby="export-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="export-heading" className="font-display text-xl font-bold text-maroon-800">
        Export Report
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        A CSV of the paid transactions placed between these days (India time), for a spreadsheet or
        your accountant.
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
  );
}

const statusClass = {
  Paid: 'rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-800',
  Processing: 'rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800',
};

export function RecentTransactions({ transactions }: { transactions: PayoutTransactionRow[] }) {
  return (
    <AdminListSection
      headingId="transactions-heading"
      heading="Recent Transactions"
      className="mt-8"
      rows={transactions}
      none="No paid orders yet. Cash on Delivery orders count as paid once delivered."
      caption="The 20 newest paid orders"
      headings={['Order #', 'Customer', 'Amount', 'Payment Method', 'Status', 'Date']}
      row={(transaction) => (
        <tr key={transaction.orderNumber}>
          <th scope="row" className={`${adminCell} font-semibold text-maroon-800`}>
            {transaction.orderNumber}
          </th>
          <td className={adminCell}>{transaction.customerName}</td>
          <td className={`${adminCell} font-medium`}>{transaction.amount}</td>
          <td className={adminCell}>{transaction.paymentMethod}</td>
          <td className={adminCell}>
            <span className={statusClass[transaction.status]}>{transaction.status}</span>
          </td>
          <td className={adminCell}>
            <time dateTime={transaction.at}>{transaction.date}</time>
          </td>
        </tr>
      )}
    />
  );
}
