import { Link, data } from 'react-router';
import { Icon } from '#app/components/ui/icons.tsx';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { OrderStatusForm } from '#app/components/admin/order-status-form.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { OrderFilters } from '#app/components/dashboard/order-filters.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import { readForm, redirectWithToast, refusal, returnPath } from '#app/lib/action.server.ts';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { readOrderQuery, readPage } from '#app/lib/list-queries.ts';
import { orderPath } from '#app/lib/paths.ts';
import { orderStatusChangeSchema } from '#core/admin-order-input.ts';
import { formatShopDate } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { listAdminOrders } from '#server/admin/list-admin-orders.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import { AdminTable, adminCell } from '#app/components/admin/admin-table.tsx';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const params = new URL(request.url).searchParams;
  const query = readOrderQuery(params);
  const found = await listAdminOrders(context.db, admin, {
    search: query.search,
    status: query.status || undefined,
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
      })),
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
  try {
    // The customer's e-mail is queued with the change (docs/decisions/010).
    await changeOrderStatus(context.db, admin, form.value.orderNumber, form.value.status);
  } catch (error) {
    return refusal(error, 'Error updating order');
  }
  const updated = {
    title: 'Order updated',
    description: 'Order status has been updated successfully.',
  };
  return redirectWithToast(returnPath(form.fields, ADMIN_ORDERS_PATH, context), updated, context);
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { orders, query } = loaderData;
  const filtered = query.search !== '' || query.status !== '';
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">
        All Orders ({loaderData.total})
      </h1>
      <div className="mt-6">
        <OrderFilters query={query} placeholder="Order number, name or e-mail" />
      </div>
      {orders.length === 0 ? (
        <p className="mt-6 rounded-xl bg-white p-6 text-center text-stone-700 shadow-sm">
          {filtered ? 'No orders match these filters.' : 'No orders yet.'}
        </p>
      ) : (
        <AdminTable
          caption="Orders, newest first"
          headings={['Order #', 'Customer', 'Amount', 'Status', 'Date', 'Actions']}
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
