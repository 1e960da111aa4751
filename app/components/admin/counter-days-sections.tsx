/** The owner's Counter days page: the days closed, and the stock shortfalls still to count. */
import { Form, Link } from 'react-router';
import { AdminTable, adminCell } from './admin-table.tsx';
import { Button } from '#app/components/ui/button.tsx';
import type { ClosingRow, ShortfallRow } from '#app/lib/counter-days-view.ts';

export function ClosingsTable({ closings }: { closings: ClosingRow[] }) {
  return (
    <section aria-labelledby="closings-heading" className="mt-6">
      <h2 id="closings-heading" className="font-display text-xl font-bold text-maroon-800">
        Days closed
      </h2>
      {closings.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          No counter day has been closed yet.
        </p>
      ) : (
        <AdminTable
          caption="Counter days closed, newest first"
          headings={['Day', 'Counter', 'Cashier', 'Total', 'Cash difference', '']}
          minWidth="narrow"
          className="mt-4"
        >
          {closings.map((closing) => (
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
          ))}
        </AdminTable>
      )}
    </section>
  );
}

export function ShortfallsTable({ shortfalls }: { shortfalls: ShortfallRow[] }) {
  return (
    <section aria-labelledby="shortfalls-heading" className="mt-10">
      <h2 id="shortfalls-heading" className="font-display text-xl font-bold text-maroon-800">
        Counts to make
      </h2>
      <p className="mt-1 text-sm text-stone-700">
        The counter sold more than the books held: count what is on the shelf, set the stock on the
        Products page, then mark the count made here.
      </p>
      {shortfalls.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          No counts to make.
        </p>
      ) : (
        <AdminTable
          caption="Stock the counter sold beyond the books, oldest first"
          headings={['Product', 'Short by', 'When', 'Bill No.', '']}
          minWidth="narrow"
          className="mt-4"
        >
          {shortfalls.map((shortfall) => (
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
          ))}
        </AdminTable>
      )}
    </section>
  );
}
