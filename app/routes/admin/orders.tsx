import { Link, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { OrderStatusForm } from '#app/components/admin/order-status-form.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { OrderFilters } from '#app/components/dashboard/order-filters.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { readOrderQuery, readPage } from '#app/lib/list-queries.ts';
import { deliveriesPath, orderPath } from '#core/paths.ts';
import { orderStatusChangeSchema } from '#core/admin-order-input.ts';
import { buttonClass } from '#app/components/ui/button.tsx';
import { formatShopDate, formatShopLongDate } from '#core/date-format.ts';
import { deliverySlotText } from '#core/delivery-slots.ts';
import { indiaDayStart } from '#core/india-calendar.ts';
import { formatRupees } from '#core/money.ts';
import { listAdminOrders } from '#server/admin/list-admin-orders.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/orders';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = url.searchParams;
  const query = readOrderQuery(params);
  const found = await listAdminOrders(context.db, admin, {
    search: query.search,
    status: query.status || undefined,
    deliveryDate: query.deliveryDate || undefined,
    page: readPage(params),
  });
  return data(
    {
      query,
      total: found.total,
      page: found.page,
      pageCount: found.pageCount,
      orders: found.orders.map((order) => ({
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        total: formatRupees(order.totalPaise),
        status: order.status,
        placedOn: formatShopDate(order.createdAt),
        placedAt: order.createdAt.toISOString(),
        delivery: deliverySlotText(order) ?? 'No slot',
      })),
      deliveryDay: query.deliveryDate
        ? formatShopLongDate(indiaDayStart(query.deliveryDate))
        : null,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Orders | Admin');

/** The status select of this page and of the order page post here. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(context, request);
  const form = await readForm(request, orderStatusChangeSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error updating order' }, async () => {
    // The customer's e-mail is queued with the change (docs/decisions/010).
    await changeOrderStatus(context.db, admin, form.value.orderNumber, form.value.status);
    const updated = {
      title: 'Order updated',
      description: 'Order status has been updated successfully.',
    };
    const back = returnPath(form.fields, ADMIN_ORDERS_PATH, context);
    return redirectWithToast(back, updated, context);
  });
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, query } = loaderData;
  const filtered = query.search !== '' || query.status !== '' || Boolean(query.deliveryDate);
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">
        All Orders ({loaderData.total})
      </h1>
      <div className="mt-6">
        <OrderFilters query={query} placeholder="Order number, name or e-mail">
          <div className="sm:w-44">
            <label htmlFor="orders-delivery" className="block text-sm font-medium text-stone-800">
              Delivery date
            </label>
            <input
              id="orders-delivery"
              type="date"
              name="delivery"
              defaultValue={query.deliveryDate}
              className="mt-1 block h-10 w-full rounded-md border border-stone-300 bg-white px-3 text-sm"
            />
          </div>
        </OrderFilters>
      </div>
      {query.deliveryDate && loaderData.deliveryDay && (
        <p className="mt-4">
          <Link
            to={deliveriesPath(query.deliveryDate)}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <Icon name="printer" aria-hidden />
            Deliveries for {loaderData.deliveryDay}
          </Link>
        </p>
      )}
      {orders.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          {filtered ? 'No orders match these filters.' : 'No orders yet.'}
        </p>
      ) : (
        <AdminTable
          caption="Orders, newest first"
          headings={['Order #', 'Customer', 'Amount', 'Status', 'Date', 'Delivery', 'Actions']}
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
                <p className="text-stone-600">{order.customerEmail}</p>
              </td>
              <td className={`${adminCell} font-medium`}>{order.total}</td>
              <td className={adminCell}>
                <div className="flex flex-col items-start gap-2">
                  <OrderStatusBadge status={order.status} />
                  <OrderStatusForm orderNumber={order.orderNumber} status={order.status} />
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
      )}
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="All Orders" title="Error loading orders" />;
}
