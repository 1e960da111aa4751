/**
 * The admin's lists: a white card with a table that scrolls sideways on a small screen. (Plain
 * class strings: the class-merging helper here would split it from the storefront's button.)
 */
import { TableHead } from '../row-table.tsx';

/** Padding for the table's cells, so headings and rows line up. */
export const adminCell = 'px-4 py-3 align-top';

export function AdminTable(props: {
  /** Said to screen readers: what the table lists and in which order. */
  caption: string;
  headings: readonly string[];
  /** Below this width the table scrolls instead of squeezing its columns. */
  minWidth?: 'wide' | 'narrow';
  className?: string;
  /** The rows. */
  children: React.ReactNode;
}) {
  return (
    <div className={`overflow-x-auto rounded-xl bg-white shadow-sm ${props.className ?? 'mt-6'}`}>
      <table
        className={`w-full text-left text-sm ${props.minWidth === 'narrow' ? 'min-w-[44rem]' : 'min-w-[48rem]'}`}
      >
        <TableHead
          caption={props.caption}
          headings={props.headings}
          cell={adminCell}
          headClass="border-b border-stone-200 text-stone-600"
        />
        <tbody className="divide-y divide-stone-100">{props.children}</tbody>
      </table>
    </div>
  );
}
