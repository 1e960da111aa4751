/** A counter day's Z report, laid out for the counter's thermal paper and printed alone. */
import type { ZReportView } from '#app/lib/counter-day-view.ts';
import { THERMAL_PAPER_CLASS, ThermalPrintStyle } from './thermal-paper.tsx';
import { GstByRateTable } from './gst-by-rate-table.tsx';

const row = 'flex justify-between gap-2';

function Rows({
  label,
  rows,
}: {
  label: string;
  rows: readonly { label: string; value: string }[];
}) {
  return (
    <dl aria-label={label} className="border-b border-dashed border-black py-1">
      {rows.map((each) => (
        <div key={each.label} className={row}>
          <dt>{each.label}</dt>
          <dd>{each.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ZReport({ report, paperWidthMm }: { report: ZReportView; paperWidthMm: number }) {
  return (
    <article
      aria-label="Z report"
      className={`${THERMAL_PAPER_CLASS} mx-auto w-full max-w-sm bg-white p-4 font-mono text-sm text-black shadow`}
    >
      <ThermalPrintStyle paperWidthMm={paperWidthMm} />
      <header className="border-b border-dashed border-black pb-1 text-center">
        <h2 className="text-base font-bold">Z report</h2>
        <p>{report.counterName}</p>
        <p>{report.day}</p>
      </header>
      <Rows
        label="The day"
        rows={[
          { label: 'Cashier', value: report.cashierName },
          { label: 'Closed', value: report.closedAt },
          { label: 'Bill Nos.', value: report.billRange },
        ]}
      />
      <Rows label="Sales" rows={report.sales} />
      <p className={`${row} border-b border-dashed border-black py-1 text-base font-bold`}>
        <span>Total sales</span>
        <span>{report.total}</span>
      </p>
      <Rows
        label="By payment mode"
        rows={report.byMode.map((mode) => ({ label: mode.mode, value: mode.amount }))}
      />
      <GstByRateTable
        caption="GST by rate"
        rows={report.gst}
        intraState={!report.showsIgst}
        className="border-b"
      />
      <Rows label="Cash in the drawer" rows={report.cash} />
      <p className={`${row} py-1 text-base font-bold`}>
        <span>Difference</span>
        <span>{report.difference}</span>
      </p>
    </article>
  );
}
