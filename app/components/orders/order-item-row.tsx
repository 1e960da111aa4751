/** One line of an order: image, name, weight, quantity, prices and best-before date. */
import type { OrderItemView } from '#app/lib/order-views.ts';
import { variantName } from '#core/variant-label.ts';
import { formatRupees } from '#core/money.ts';

export function OrderItemRow({ item }: { item: OrderItemView }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <img
        src={item.imageUrl}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="size-14 shrink-0 rounded-md object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-stone-900">
          {variantName({ name: item.productName, weight: item.weight })}
        </p>
        <p className="text-sm text-stone-600">
          {item.quantity} × {formatRupees(item.unitPricePaise)}
          {item.bestBefore && ` · ${item.bestBefore}`}
        </p>
      </div>
      <p className="font-semibold text-stone-900">{formatRupees(item.totalPricePaise)}</p>
    </li>
  );
}
