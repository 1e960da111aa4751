/**
 * A table of numbered rows, one a person or a stop (a gift order's recipients as typed, its
 * parcels, the riders' sheet): a caption for screen readers, a heading for each column, and
 * each row named by its first cell, the row's header.
 */
import { SideScroll } from './ui/side-scroll.tsx';

/** A cell's lines: on the screen between rows, on paper a box around each. */
export const ROW_TABLE_CELL = {
  screen: 'border-b border-stone-200 px-3 py-2 text-left align-top',
  print: 'border border-stone-300 px-2 py-1.5 text-left align-top',
} as const;

/** A table's caption for screen readers and its row of column headings. */
export function TableHead(props: {
  caption: string;
  headings: readonly string[];
  cell: string;
  /** The headings' look: a band of colour, or a line under them. */
  headClass: string;
}) {
  return (
    <>
      <caption className="sr-only">{props.caption}</caption>
      <thead className={props.headClass}>
        <tr>
          {props.headings.map((heading) => (
            <th key={heading} scope="col" className={props.cell}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}

export function RowTable<Row>(props: {
  caption: string;
  headings: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The row's first cell, which names it ('3', an order number). */
  rowHeader: (row: Row) => React.ReactNode;
  /** The row's other cells, each a <td> with `cell` as its class. */
  cells: (row: Row, cell: string) => React.ReactNode;
  /** The row's own attributes (a class marking a row with mistakes, a test id). */
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  lines?: keyof typeof ROW_TABLE_CELL;
  /** The table's own class, beside its full width ('min-w-[48rem]' where it scrolls sideways). */
  className?: string;
  /** On a screen, a wide table scrolls sideways in a region of this name (SideScroll). */
  scroll?: { label: string; className?: string };
}) {
  const cell = ROW_TABLE_CELL[props.lines ?? 'screen'];
  const table = (
    <table className={`w-full border-collapse ${props.className ?? ''}`}>
      <TableHead
        caption={props.caption}
        headings={props.headings}
        cell={cell}
        headClass="bg-stone-100"
      />
      <tbody>
        {props.rows.map((row) => (
          <tr key={props.rowKey(row)} {...props.rowProps?.(row)}>
            <th scope="row" className={cell}>
              {props.rowHeader(row)}
            </th>
            {props.cells(row, cell)}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return props.scroll ? (
    <SideScroll label={props.scroll.label} className={props.scroll.className}>
      {table}
    </SideScroll>
  ) : (
    table
  );
}
