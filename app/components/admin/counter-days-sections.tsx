/** The owner's Counter days page: the days closed, and the stock shortfalls still to count. */
import { Form, Link } from 'react-router';
import { adminCell } from './admin-table.tsx';
import { AdminListSection } from './admin-list-section.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ClosingRow, ShortfallRow } from '#app/lib/counter-days-view.ts';

export function ClosingsTable({ closings }: { closings: ClosingRow[] }) {
  return (
    <AdminListSection
      headingId="closings-heading"
      heading="Days closed"
      className="mt-6"
      rows={closings}
      none="No counter day has been closed yet."
      caption="Counter days closed, newest first"
      headings={['Day', 'Counter', 'Cashier', 'Total', 'Cash difference', '']}
      row={(closing) => (
        <tr key={closing.id}>
          <td className={adminCell}>{closing.day}</td>
          <td className={adminCell}>{closing.counterName}</td>
          <td className={adminCell}>{closing.cashierName}</td>
          <td className={`${adminCell} text-right`}>{closing.total}</td>
          <td className={`${adminCell} ${closing.short ? 'font-semibold text-red-700' : ''}`}>
            {closing.difference}
          </td>
          <td className={adminCell}>
            <Link to={closing.to} className="font-medium text-maroon-700 underline">
              Z report
              <span className="sr-only">: {`${closing.counterName}, ${closing.day}`}</span>
            </Link>
          </td>
        </tr>
      )}
    />
  );
}

export function ShortfallsTable({ shortfalls }: { shortfalls: ShortfallRow[] }) {
  return (
    <AdminListSection
      headingId="shortfalls-heading"
      heading="Counts to make"
      className="mt-10"
      intro="The counter sold more than the books held: count what is on the shelf, set the stock on the Products page, then mark the count made here."
      rows={shortfalls}
      none="No counts to make."
      caption="Stock the counter sold beyond the books, oldest first"
      headings={['Product', 'Short by', 'When', 'Bill No.', '']}
      row={(shortfall) => (
        <tr key={shortfall.id}>
          <td className={adminCell}>{shortfall.product}</td>
          <td className={adminCell}>{shortfall.missing}</td>
          <td className={adminCell}>
            <time dateTime={shortfall.at}>{shortfall.when}</time>
          </td>
          <td className={`${adminCell} font-mono`}>{shortfall.billNumber}</td>
          <td className={adminCell}>
            <Form method="post">
              <input type="hidden" name="shortfallId" value={shortfall.id} />
              <Button type="submit" variant="outline" size="sm">
                Mark counted<span className="sr-only">: {shortfall.product}</span>
              </Button>
            </Form>
          </td>
        </tr>
      )}
    />
  );
}
