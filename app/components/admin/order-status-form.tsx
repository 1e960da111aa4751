/**
 * The staff's status select for one order, offering its status and those their role may move
 * it to: with JavaScript a change is saved at once; without it, the Update button beside it
 * saves. Either way the action answers 'Order updated'.
 */
import { ReturnField } from '#app/lib/return-field.tsx';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { useFormFetcher } from '#app/lib/use-form-fetcher.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { orderStatusLabels, type OrderStatus } from '#core/order-status.ts';

export function OrderStatusForm(props: {
  orderNumber: string;
  status: OrderStatus;
  choices: readonly OrderStatus[];
}) {
  const { fetcher, busy } = useFormFetcher({ key: `order-status-${props.orderNumber}` });
  const hydrated = useHydrated();
  // While the change is on its way, the select shows what was chosen.
  const shown = (fetcher.formData?.get('status') as OrderStatus | null) ?? props.status;
  const selectId = `status-${props.orderNumber}`;
  return (
    <fetcher.Form
      method="post"
      action={ADMIN_ORDERS_PATH}
      preventScrollReset
      className="flex items-center gap-2"
    >
      <ReturnField />
      <input type="hidden" name="orderNumber" value={props.orderNumber} />
      <label htmlFor={selectId} className="sr-only">
        Status of order {props.orderNumber}
      </label>
      <select
        id={selectId}
        name="status"
        value={shown}
        disabled={busy}
        onChange={(event) => void fetcher.submit(event.currentTarget.form)}
        className="rounded-md border border-stone-300 bg-white px-2 py-1.5 text-sm"
      >
        {props.choices.map((status) => (
          <option key={status} value={status}>
            {orderStatusLabels[status]}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button
          type="submit"
          className="rounded-md bg-maroon-700 px-3 py-1.5 text-sm font-semibold text-white"
        >
          Update
        </button>
      )}
    </fetcher.Form>
  );
}
