/** One slot of the riders' deliveries sheet: its stops in a table, ready to print. */
import { Form } from 'react-router';
import { Button } from '#app/components/ui/button.tsx';
import { variantName } from '#core/variant-label.ts';
import type { DeliveryRunView } from '#app/lib/deliveries-sheet-view.ts';
import { BoxHolds } from '../box-holds.tsx';
import { RowTable } from '../row-table.tsx';

const headings = (showsCash: boolean) => [
  'Order #',
  'Customer',
  'Phone',
  'Address',
  'Items',
  'Gift message',
  ...(showsCash ? ['Payment', 'Collect'] : []),
  'Status',
];

/** `showsCash`: the role is shown how each stop pays and the cash to collect (not a packer). */
export function DeliveryRun({ run, showsCash }: { run: DeliveryRunView; showsCash: boolean }) {
  return (
    <section className="mt-6 break-inside-avoid-page">
      <h2 className="text-lg font-bold">
        {run.slot} ({run.stops.length})
      </h2>
      <RowTable
        lines="print"
        className="mt-2"
        caption={`Deliveries in the ${run.slot} slot`}
        headings={headings(showsCash)}
        rows={run.stops}
        rowKey={(stop) => stop.reference}
        rowHeader={(stop) => stop.reference}
        cells={(stop, cell) => (
          <>
            <td className={cell}>{stop.customerName}</td>
            <td className={cell}>{stop.customerPhone}</td>
            <td className={cell}>{stop.address}</td>
            <td className={cell}>
              <ul>
                {stop.lines.map((line) => (
                  <li key={`${line.productName}-${line.weight}`}>
                    {variantName({ name: line.productName, weight: line.weight })} × {line.quantity}
                    <BoxHolds contents={line.boxContents} className="text-xs" />
                  </li>
                ))}
              </ul>
            </td>
            <td className={cell}>{stop.giftMessage ?? ''}</td>
            {showsCash && (
              <>
                <td className={cell}>{stop.payment}</td>
                <td className={`${cell} font-semibold`}>{stop.collect}</td>
              </>
            )}
            <td className={cell}>
              {stop.statusLabel}
              {stop.canDeliver && <MarkStopDelivered stop={stop} />}
            </td>
          </>
        )}
      />
    </section>
  );
}

/** Mark delivered, for a stop the rider may hand over (hidden on paper). */
function MarkStopDelivered({ stop }: { stop: DeliveryRunView['stops'][number] }) {
  return (
    <Form method="post" className="mt-1 print:hidden">
      <input type="hidden" name="orderNumber" value={stop.orderNumber} />
      {stop.parcel && <input type="hidden" name="parcel" value={stop.parcel.position} />}
      <Button
        type="submit"
        size="sm"
        variant="outline"
        aria-label={`Mark ${stop.parcel ? '' : 'order '}${stop.reference} delivered`}
      >
        Mark delivered
      </Button>
    </Form>
  );
}
