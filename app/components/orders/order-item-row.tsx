/** One line of an order: image, name, weight, quantity, and its prices where the viewer sees them. */
import type { OrderItemView } from '#app/lib/order-views.ts';
import { variantName } from '#core/variant-label.ts';
import { formatRupees } from '#core/money.ts';
import { BoxHolds } from '../box-holds.tsx';

/** What any order line shows; `amount` at its end, where there is one. */
export function ItemRow(props: {
  item: Pick<OrderItemView, 'imageUrl' | 'productName' | 'weight'> &
    Partial<Pick<OrderItemView, 'boxContents'>>;
  detail: string;
  amount: string;
}) {
  const { item } = props;
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
        <BoxHolds contents={item.boxContents} />
        <p className="text-sm text-stone-600">{props.detail}</p>
      </div>
      <p className="font-semibold text-stone-900">{props.amount}</p>
    </li>
  );
}

export function OrderItemRow({ item }: { item: OrderItemView }) {
  const bestBefore = item.bestBefore ? ` · ${item.bestBefore}` : '';
  const businessPrice = item.tierPercentOff ? ` (business price, ${item.tierPercentOff}% off)` : '';
  return (
    <ItemRow
      item={item}
      detail={`${item.quantity} × ${formatRupees(item.unitPricePaise)}${businessPrice}${bestBefore}`}
      amount={formatRupees(item.totalPricePaise)}
    />
  );
}
