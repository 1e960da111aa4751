/**
 * The delivery notes of an order to several people, one per parcel and one to a printed page:
 * who it is for and from, what it holds and the gift message, without prices. Staff whose role
 * the page table lets in (core/admin-pages.ts), a rider only the parcels of a riders' sheet;
 * anyone else, and an order to one address, get the 404 page.
 */
import { Link, data } from 'react-router';
import { PrintButton } from '#app/components/print-button.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { orderPath } from '#core/paths.ts';
import { deliveryNotesFor } from '#server/gifting/order-parcels.ts';
import type { Route } from './+types/delivery-notes';

export async function loader({ request, context, url, params }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const notes = await deliveryNotesFor(context.db, staff, params.orderNumber);
  if (!notes) throw data(null, { status: 404 });
  return data(notes, { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } });
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ params, matches }) => [
  { title: pageTitle(matches, `Delivery notes for order ${params.orderNumber}`) },
  { name: 'robots', content: 'noindex' },
];

export default function DeliveryNotes({ loaderData }: Route.ComponentProps) {
  const { orderNumber, shop, from, parcels, parcelCount } = loaderData;
  return (
    <main className="mx-auto max-w-3xl bg-white p-6 text-stone-900 print:p-0">
      <nav aria-label="Delivery notes" className="mb-6 flex flex-wrap gap-3 print:hidden">
        <Link
          className={buttonClass({ variant: 'outline', size: 'sm' })}
          to={orderPath(orderNumber)}
        >
          <Icon name="arrow-left" aria-hidden />
          Back to order
        </Link>
        <PrintButton />
      </nav>
      <h1 className="font-display text-2xl font-bold print:sr-only">
        Delivery notes for order {orderNumber}
      </h1>
      {parcels.map((parcel) => (
        <article
          key={parcel.position}
          aria-labelledby={`note-${parcel.position}`}
          className="mt-6 break-after-page rounded-xl border border-stone-300 p-6 print:mt-0 print:border-0"
        >
          <header className="flex flex-wrap justify-between gap-3 border-b border-stone-300 pb-3">
            <p className="font-display text-xl font-bold text-maroon-800">{shop.name}</p>
            <h2 id={`note-${parcel.position}`} className="font-semibold">
              Delivery note · Order {orderNumber} · Parcel {parcel.position} of {parcelCount}
            </h2>
          </header>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="text-sm font-semibold text-stone-600">For</h3>
              <p className="text-lg font-semibold">{parcel.name}</p>
              <p>{parcel.address}</p>
              <p>
                {parcel.city}, {parcel.state} {parcel.pincode}
              </p>
              <p>{parcel.phone}</p>
            </div>
            <div>
              <h3 className="text-sm font-semibold text-stone-600">A gift from</h3>
              <p className="text-lg font-semibold">{from}</p>
              {parcel.deliverySlot && <p className="mt-2">Delivery: {parcel.deliverySlot}</p>}
            </div>
          </div>
          <h3 className="mt-4 text-sm font-semibold text-stone-600">In this parcel</h3>
          <ul className="list-inside list-disc">
            {parcel.items.map((item) => (
              <li key={item.name}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
          {parcel.giftMessage && (
            <p className="mt-4 rounded-md bg-saffron-50 p-4 text-lg italic text-maroon-800">
              “{parcel.giftMessage}”
            </p>
          )}
          <p className="mt-4 text-sm text-stone-600">
            Questions about this parcel? Call {shop.name} on {shop.phone}.
          </p>
        </article>
      ))}
    </main>
  );
}
