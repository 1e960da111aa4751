/** An order's page for staff who pack it: its progress and what to pack (its delivery is OrderDelivery). */
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
