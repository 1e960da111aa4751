import { data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { DeliveriesLink, OrdersTable } from '#app/components/admin/orders-table.tsx';
import { Pagination } from '#app/components/admin/pagination.tsx';
import { OrderFilters } from '#app/components/dashboard/order-filters.tsx';
import { answerRefusals, readForm, redirectWithToast, returnPath } from '#app/lib/action.server.ts';
import { adminOrderRow, deliveryDayText } from '#app/lib/admin-order-rows.ts';
import { ADMIN_ORDERS_PATH } from '#app/lib/admin-paths.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { readOrderQuery, readPage } from '#app/lib/list-queries.ts';
import { orderStatusChangeSchema } from '#core/admin-order-input.ts';
import { may } from '#core/staff-roles.ts';
import { listAdminOrders } from '#server/admin/list-admin-orders.ts';
import { changeOrderStatus } from '#server/admin/change-order-status.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const params = url.searchParams;
  const query = readOrderQuery(params);
  const found = await listAdminOrders(context.db, staff, {
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
      orders: found.orders.map((order) => adminOrderRow(order, staff.role)),
      withMoney: may(staff.role, 'orderMoney'),
      deliveryDay: query.deliveryDate ? deliveryDayText(query.deliveryDate) : null,
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Orders | Admin');

/** The status select of this page and of the order page post here. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireStaff({ context, request, url });
  const form = await readForm(request, orderStatusChangeSchema);
  if (!form.ok) return form.answer;
  return answerRefusals({ title: 'Error updating order' }, async () => {
    // The customer's e-mail is queued with the change (docs/decisions/010).
    await changeOrderStatus(context.db, staff, form.value.orderNumber, form.value.status);
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
        <DeliveriesLink day={query.deliveryDate} dayText={loaderData.deliveryDay} />
      )}
      <OrdersTable orders={orders} filtered={filtered} withMoney={loaderData.withMoney} />
      <Pagination page={loaderData.page} pageCount={loaderData.pageCount} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="All Orders" title="Error loading orders" />;
}
