/** The admin's list of orders: each with its status control and a link to the whole order. */
import { Link } from 'react-router';
import { AdminTable, adminCell } from './admin-table.tsx';
import { OrderStatusForm } from './order-status-form.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import { buttonClass } from '#app/components/ui/button.tsx';
import { Icon } from '#app/components/ui/icons.tsx';
import type { AdminOrderRowView } from '#app/lib/admin-order-rows.ts';
import { deliveriesPath, orderPath } from '#core/paths.ts';

const headings = ['Order #', 'Customer', 'Amount', 'Status', 'Date', 'Delivery', 'Actions'];
/** Without the orders' money (a packer's list): no Amount column. */
const headingsWithoutMoney = headings.filter((heading) => heading !== 'Amount');

/** The riders' sheet for the day the list is filtered to. */
export function DeliveriesLink(props: { day: string; dayText: string }) {
  return (
    <p className="mt-4">
      <Link
        to={deliveriesPath(props.day)}
        className={buttonClass({ variant: 'outline', size: 'sm' })}
      >
        <Icon name="printer" aria-hidden />
        Deliveries for {props.dayText}
      </Link>
    </p>
  );
}

export function OrdersTable(props: {
  orders: AdminOrderRowView[];
  filtered: boolean;
  withMoney: boolean;
}) {
  const { orders } = props;
  if (orders.length === 0) {
    return (
      <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
        {props.filtered ? 'No orders match these filters.' : 'No orders yet.'}
      </p>
    );
  }
  return (
    <AdminTable
      caption="Orders, newest first"
      headings={props.withMoney ? headings : headingsWithoutMoney}
    >
      {orders.map((order) => (
        <tr key={order.orderNumber}>
          <th scope="row" className={`${adminCell} font-semibold text-maroon-800`}>
            <Link to={orderPath(order.orderNumber)} className="hover:underline">
              {order.orderNumber}
            </Link>
          </th>
          <td className={adminCell}>
            <p className="font-medium text-stone-900">{order.customerName}</p>
            {order.customerEmail && <p className="text-stone-600">{order.customerEmail}</p>}
          </td>
          {props.withMoney && <td className={`${adminCell} font-medium`}>{order.total}</td>}
          <td className={adminCell}>
            <div className="flex flex-col items-start gap-2">
              <OrderStatusBadge status={order.status} />
              {order.statusChoices.length > 0 && (
                <OrderStatusForm
                  orderNumber={order.orderNumber}
                  status={order.status}
                  choices={order.statusChoices}
                />
              )}
            </div>
          </td>
          <td className={adminCell}>
            <time dateTime={order.placedAt}>{order.placedOn}</time>
          </td>
          <td className={adminCell}>{order.delivery}</td>
          <td className={adminCell}>
            <Link
              to={orderPath(order.orderNumber)}
              aria-label={`View order ${order.orderNumber}`}
              className="inline-flex items-center gap-1 rounded-md border border-stone-300 px-3 py-1.5 font-medium hover:bg-saffron-50"
            >
              <Icon name="eye" className="size-4" aria-hidden />
              View
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
