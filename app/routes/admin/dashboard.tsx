import { Suspense, lazy } from 'react';
import { Link, data } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireAdmin } from '#app/lib/guards.server.ts';
import { orderPath, productPath } from '#core/paths.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { variantName } from '#core/variant-label.ts';
import { formatShopDate } from '#core/date-format.ts';
import { formatRupees } from '#core/money.ts';
import { BELOW_LOW_STOCK_TEXT } from '#core/stock.ts';
import { loadAdminDashboard } from '#server/admin/dashboard.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/dashboard';

// Recharts is this page's alone, and fetched once the page is up: the figures come first.
const SalesChart = lazy(() => import('#app/components/admin/sales-chart.tsx'));

const dayLabel = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context, request);
  const dashboard = await loadAdminDashboard(context.db, admin);
  return data(
    {
      totalOrders: dashboard.totalOrders,
      totalRevenue: {
        value: formatRupees(dashboard.totalRevenuePaise.value),
        caption: dashboard.totalRevenuePaise.caption,
      },
      totalCustomers: dashboard.totalCustomers,
      lowStock: dashboard.lowStock,
      recentOrders: dashboard.recentOrders.map((order) => ({
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        placedOn: formatShopDate(order.createdAt),
        placedAt: order.createdAt.toISOString(),
        status: order.status,
        total: formatRupees(order.totalPaise),
      })),
      salesDays: dashboard.dailySales.map((day) => ({
        // A day key is a calendar date in India; read at UTC midnight it stays that date.
        label: dayLabel.format(new Date(`${day.day}T00:00:00Z`)),
        revenuePaise: day.revenuePaise,
        orders: day.orders,
      })),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Admin Dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { lowStock, recentOrders, salesDays } = loaderData;
  const hydrated = useHydrated();
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Dashboard</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Total Orders"
          value={String(loaderData.totalOrders.value)}
          caption={loaderData.totalOrders.caption}
          icon="package"
        />
        <StatCard
          label="Total Revenue"
          value={loaderData.totalRevenue.value}
          caption={loaderData.totalRevenue.caption}
          icon="indian-rupee"
        />
        <StatCard
          label="Total Customers"
          value={String(loaderData.totalCustomers.value)}
          caption={loaderData.totalCustomers.caption}
          icon="users-round"
        />
        <StatCard
          label="Low Stock Alert"
          value={String(lowStock.length)}
          caption={`Products ${BELOW_LOW_STOCK_TEXT}`}
          icon="triangle-exclamation-point"
        />
      </div>

      <section aria-labelledby="sales-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
        <h2 id="sales-heading" className="font-display text-xl font-bold text-maroon-800">
          Sales, last 30 days
        </h2>
        <div className="mt-4 h-[280px]" aria-hidden="true">
          {hydrated && (
            <Suspense fallback={null}>
              <SalesChart days={salesDays} />
            </Suspense>
          )}
        </div>
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-maroon-700">
            Sales by day as a table
          </summary>
          <table className="mt-3 w-full max-w-md text-left">
            <caption className="sr-only">Revenue and orders per day, last 30 days</caption>
            <thead>
              <tr className="border-b border-stone-200 text-stone-600">
                <th scope="col" className="py-1">
                  Day
                </th>
                <th scope="col" className="py-1">
                  Orders
                </th>
                <th scope="col" className="py-1">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {salesDays.map((day) => (
                <tr key={day.label} className="border-b border-stone-100">
                  <th scope="row" className="py-1 font-normal">
                    {day.label}
                  </th>
                  <td className="py-1">{day.orders}</td>
                  <td className="py-1">{formatRupees(day.revenuePaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>

      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <section aria-labelledby="recent-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="recent-heading" className="font-display text-xl font-bold text-maroon-800">
            Recent Orders
          </h2>
          {recentOrders.length === 0 ? (
            <p className="mt-4 text-stone-700">No orders yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-stone-100">
              {recentOrders.map((order) => (
                <li key={order.orderNumber} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <Link
                      to={orderPath(order.orderNumber)}
                      className="font-semibold text-maroon-800 hover:underline"
                    >
                      {order.orderNumber}
                    </Link>
                    <p className="text-sm text-stone-700">
                      {order.customerName} · <time dateTime={order.placedAt}>{order.placedOn}</time>
                    </p>
                  </div>
                  <OrderStatusBadge status={order.status} />
                  <p className="w-28 text-right font-semibold">{order.total}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="low-stock-heading" className="rounded-xl bg-white p-5 shadow-sm">
          <h2 id="low-stock-heading" className="font-display text-xl font-bold text-maroon-800">
            Low stock
          </h2>
          {lowStock.length === 0 ? (
            <p className="mt-4 text-stone-700">Every product has 10 units or more.</p>
          ) : (
            <ul className="mt-4 divide-y divide-stone-100">
              {lowStock.map((variant) => (
                <li
                  key={`${variant.productId}-${variant.weight}`}
                  className="flex justify-between gap-3 py-2"
                >
                  <Link
                    to={productPath(variant.productId)}
                    className="text-maroon-800 hover:underline"
                  >
                    {variantName({ name: variant.productName, weight: variant.weight })}
                  </Link>
                  <span className="font-semibold">
                    {variant.stockQuantity === 0 ? 'Out of stock' : `${variant.stockQuantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Dashboard" title="Error loading dashboard data" />;
}
