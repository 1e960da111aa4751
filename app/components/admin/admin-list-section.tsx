/**
 * A section of an admin page that lists rows under its heading (the Counter days' closings and
 * counts, the Payouts' transactions): the table of its rows, or, while there are none, one line
 * in the table's place saying so.
 */
import { AdminTable } from './admin-table.tsx';

export function AdminListSection<Row>(props: {
  headingId: string;
  heading: string;
  /** The section's spacing from what is above it. */
  className: string;
  /** A line under the heading saying what the list is for. */
  intro?: string;
  rows: readonly Row[];
  /** Said in the table's place when there are no rows. */
  none: string;
  /** Said to screen readers: what the table lists and in which order. */
  caption: string;
  headings: readonly string[];
  /** A row's <tr>, with its key. */
  row: (row: Row) => React.ReactNode;
}) {
  return (
    <section aria-labelledby={props.headingId} className={props.className}>
      <h2 id={props.headingId} className="font-display text-xl font-bold text-maroon-800">
        {props.heading}
      </h2>
      {props.intro && <p className="mt-1 text-sm text-stone-700">{props.intro}</p>}
      {props.rows.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          {props.none}
        </p>
      ) : (
        <AdminTable
          caption={props.caption}
          headings={props.headings}
          minWidth="narrow"
          className="mt-4"
        >
          {props.rows.map((row) => props.row(row))}
        </AdminTable>
      )}
    </section>
  );
}
