/** An order's page for staff who pack it: its progress, what to pack, and where it goes. */
import type { PackingOrderView } from '#app/lib/order-views.ts';
import { variantName } from '#core/variant-label.ts';
import { StatusTimeline } from './status-timeline.tsx';

export function PackingProgress({ order }: { order: PackingOrderView }) {
  return (
    <>
      <section aria-labelledby="timeline" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="timeline" className="font-display text-xl font-bold text-maroon-800">
          Order Status
        </h2>
        <div className="mt-4">
          <StatusTimeline history={order.history} status={order.status} />
        </div>
      </section>
      <section aria-labelledby="items" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="items" className="font-display text-xl font-bold text-maroon-800">
          Items to pack
        </h2>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2">
              <img
                src={item.imageUrl}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-md object-cover"
              />
              <p className="min-w-0 flex-1 font-medium text-stone-900">
                {variantName({ name: item.productName, weight: item.weight })}
                {item.bestBefore && (
                  <span className="block text-sm font-normal text-stone-600">
                    {item.bestBefore}
                  </span>
                )}
              </p>
              <p className="font-semibold text-stone-900">× {item.quantity}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

export function PackingDelivery({ order }: { order: PackingOrderView }) {
  return (
    <section aria-labelledby="delivery" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="delivery" className="font-display text-xl font-bold text-maroon-800">
        Delivery
      </h2>
      <address className="mt-2 text-sm not-italic text-stone-700">
        {order.customerName}
        <br />
        {order.shippingAddress}
        <br />
        {order.city}, {order.state} {order.pincode}
        <br />
        {order.customerPhone}
      </address>
      {order.deliverySlot && (
        <p className="mt-3 text-sm font-medium text-stone-900">
          Delivery slot: {order.deliverySlot}
        </p>
      )}
      {order.giftMessage && (
        <p className="mt-3 rounded-md bg-saffron-50 p-3 text-sm text-maroon-800">
          Gift message: “{order.giftMessage}”
        </p>
      )}
    </section>
  );
}
