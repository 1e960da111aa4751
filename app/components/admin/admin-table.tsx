/**
 * The admin's lists: a white card with a table that scrolls sideways on a small screen. (Plain
 * class strings: the class-merging helper here would split it from the storefront's button.)
 */
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
        <caption className="sr-only">{props.caption}</caption>
        <thead className="border-b border-stone-200 text-stone-600">
          <tr>
            {props.headings.map((heading) => (
              <th key={heading} scope="col" className={adminCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{props.children}</tbody>
      </table>
    </div>
  );
}
