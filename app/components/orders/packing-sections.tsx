/** An order's page for staff who pack it: its progress, what to pack, and where it goes. */
import type { PackingOrderView } from '#app/lib/order-views.ts';
import { ItemRow } from './order-item-row.tsx';
import { OrderStatusSection } from './order-sections.tsx';

export function PackingProgress({ order }: { order: PackingOrderView }) {
  return (
    <>
      <OrderStatusSection order={order} />
      <section aria-labelledby="items" className="rounded-xl bg-white p-6 shadow-sm">
        <h2 id="items" className="font-display text-xl font-bold text-maroon-800">
          Items to pack
        </h2>
        <ul className="mt-2 divide-y divide-stone-100">
          {order.items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              detail={item.bestBefore ?? ''}
              amount={`× ${item.quantity}`}
            />
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
