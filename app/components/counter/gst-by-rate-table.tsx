/** A counter paper's GST table: each rate's taxable value and its tax, CGST and SGST or IGST. */
export interface GstRow {
  key: string;
  label: string;
  taxable: string;
  cgst: string;
  sgst: string;
  igst: string;
}

export function GstByRateTable({
  caption,
  rows,
  intraState,
  className,
}: {
  caption: string;
  rows: readonly GstRow[];
  intraState: boolean;
  className: string;
}) {
  return (
    <table className={`w-full border-dashed border-black text-xs ${className}`}>
      <caption className="text-left">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="text-left">
            Rate
          </th>
          <th scope="col" className="text-right">
            Taxable
          </th>
          <th scope="col" className="text-right">
            {intraState ? 'CGST' : 'IGST'}
          </th>
          {intraState && (
            <th scope="col" className="text-right">
              SGST
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="text-left font-normal">
              {row.label}
            </th>
            <td className="text-right">{row.taxable}</td>
            <td className="text-right">{intraState ? row.cgst : row.igst}</td>
            {intraState && <td className="text-right">{row.sgst}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
