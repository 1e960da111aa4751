/**
 * An order to several people: each recipient's parcel with what it holds, its slot and its
 * status; staff who hand parcels over mark one delivered here. The recipient list downloads as
 * a spreadsheet, and staff print each parcel's delivery note.
 */
import { Form, Link } from 'react-router';
import type { ParcelView } from '#app/lib/order-views.ts';
import { deliveriesPath, deliveryNotesPath, recipientsCsvPath } from '#core/paths.ts';
import { Button } from '../ui/button.tsx';
import { RowTable } from '../row-table.tsx';

export function OrderParcels(props: {
  orderNumber: string;
  parcels: readonly ParcelView[];
  /** Staff who may hand parcels over: each waiting parcel offers Mark delivered. */
  canDeliver: boolean;
  /** Staff print the delivery notes, one per parcel, without prices. */
  canPrintNotes: boolean;
  busy: boolean;
}) {
  const delivered = props.parcels.filter((parcel) => parcel.status === 'Delivered').length;
  return (
    <section aria-labelledby="recipients" className="rounded-xl bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="recipients" className="font-display text-xl font-bold text-maroon-800">
          Recipients ({props.parcels.length})
        </h2>
        <p className="text-sm text-stone-700">
          {delivered} of {props.parcels.length} delivered
        </p>
      </div>
      <p className="mt-2 flex flex-wrap gap-3 text-sm">
        <a
          href={recipientsCsvPath(props.orderNumber)}
          download
          className="font-semibold text-maroon-700 underline"
        >
          Download the recipient list (CSV)
        </a>
        {props.canPrintNotes && (
          <Link to={deliveryNotesPath(props.orderNumber)} className="text-maroon-700 underline">
            Print delivery notes
          </Link>
        )}
      </p>
      <RowTable
        scroll={{ label: 'Parcels', className: 'mt-4' }}
        className="min-w-[40rem] text-sm"
        caption="Each recipient’s parcel and its status"
        headings={['Row', 'Recipient', 'Boxes', 'Delivery', 'Status']}
        rows={props.parcels}
        rowKey={(parcel) => parcel.position}
        rowProps={(parcel) => ({ 'data-testid': `parcel-${parcel.position}` })}
        rowHeader={(parcel) => parcel.position}
        cells={(parcel, cell) => (
          <>
            <td className={cell}>
              <p className="font-medium">{parcel.name}</p>
              <p className="text-stone-700">{parcel.address}</p>
              <p className="text-stone-600">{parcel.phone}</p>
              {parcel.giftMessage && (
                <p className="italic text-stone-700">“{parcel.giftMessage}”</p>
              )}
            </td>
            <td className={cell}>{parcel.boxes}</td>
            <td className={cell}>
              {/* Staff go on to the riders' sheet of the parcel's day. */}
              {props.canPrintNotes && parcel.deliveryDay ? (
                <Link to={deliveriesPath(parcel.deliveryDay)} className="text-maroon-700 underline">
                  {parcel.deliverySlot}
                </Link>
              ) : (
                (parcel.deliverySlot ?? 'By courier')
              )}
            </td>
            <td className={cell}>
              <ParcelStatus parcel={parcel} canDeliver={props.canDeliver} busy={props.busy} />
            </td>
          </>
        )}
      />
      <p className="mt-2 text-sm text-stone-600">The order is delivered once every parcel is.</p>
    </section>
  );
}

/** A parcel's status, when it was delivered and the cash taken; Mark delivered for staff. */
function ParcelStatus(props: { parcel: ParcelView; canDeliver: boolean; busy: boolean }) {
  const { parcel } = props;
  return (
    <>
      <p className="font-medium" data-testid="parcel-status">
        {parcel.status}
      </p>
      {parcel.deliveredWhen && <p className="text-stone-600">{parcel.deliveredWhen}</p>}
      {parcel.cashNote && <p className="font-semibold text-stone-900">{parcel.cashNote}</p>}
      {props.canDeliver && parcel.status === 'On its way' && (
        <Form method="post" className="mt-2">
          <input type="hidden" name="intent" value="parcel-delivered" />
          <input type="hidden" name="position" value={parcel.position} />
          <Button
            type="submit"
            size="sm"
            variant="outline"
            disabled={props.busy}
            aria-label={`Mark parcel ${parcel.position} delivered`}
          >
            Mark delivered
          </Button>
        </Form>
      )}
    </>
  );
}
