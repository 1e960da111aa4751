/** The admin dashboard's sections below its figures: sales by day, recent orders, low stock. */
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { TableHead } from '#app/components/row-table.tsx';
import { OrderStatusBadge } from '#app/components/orders/order-status-badge.tsx';
import type { AdminDashboardView } from '#app/lib/admin-dashboard-view.ts';
import { orderPath, productPath } from '#core/paths.ts';
import { useHydrated } from '#app/lib/use-hydrated.ts';
import { LOW_STOCK_THRESHOLD } from '#core/stock.ts';
import { variantName } from '#core/variant-label.ts';

// Recharts is this page's alone, and fetched once the page is up: the figures come first.
const SalesChart = lazy(() => import('./sales-chart.tsx'));

export function SalesSection({ days }: { days: AdminDashboardView['salesDays'] }) {
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="sales-heading" className="mt-8 rounded-xl bg-white p-5 shadow-sm">
      <h2 id="sales-heading" className="font-display text-xl font-bold text-maroon-800">
        Sales, last 30 days
      </h2>
      <div className="mt-4 h-[280px]" aria-hidden="true">
        {hydrated && (
          <Suspense fallback={null}>
            <SalesChart days={days} />
          </Suspense>
        )}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-maroon-700">
          Sales by day as a table
        </summary>
        <table className="mt-3 w-full max-w-md text-left">
          <TableHead
            caption="Revenue and orders per day, last 30 days"
            headings={['Day', 'Orders', 'Revenue']}
            cell="py-1"
            headClass="border-b border-stone-200 text-stone-600"
          />
          <tbody>
            {days.map((day) => (
              <tr key={day.label} className="border-b border-stone-100">
                <th scope="row" className="py-1 font-normal">
                  {day.label}
                </th>
                <td className="py-1">{day.orders}</td>
                <td className="py-1">{day.revenue}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

export function RecentOrders({ orders }: { orders: AdminDashboardView['recentOrders'] }) {
  return (
    <section aria-labelledby="recent-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="recent-heading" className="font-display text-xl font-bold text-maroon-800">
        Recent Orders
      </h2>
      {orders.length === 0 ? (
        <p className="mt-4 text-stone-700">No orders yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {orders.map((order) => (
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
  );
}

export function LowStock({ variants }: { variants: AdminDashboardView['lowStock'] }) {
  return (
    <section aria-labelledby="low-stock-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="low-stock-heading" className="font-display text-xl font-bold text-maroon-800">
        Low stock
      </h2>
      {variants.length === 0 ? (
        <p className="mt-4 text-stone-700">
          Every product has {LOW_STOCK_THRESHOLD} units or more.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-stone-100">
          {variants.map((variant) => (
            <li
              key={`${variant.productId}-${variant.weight}`}
              className="flex justify-between gap-3 py-2"
            >
              <Link to={productPath(variant.productId)} className="text-maroon-800 hover:underline">
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
  );
}

/** The backups as they stand: red, with what is wrong, when they need the owner. */
export function BackupStatus({ backups }: { backups: AdminDashboardView['backups'] }) {
  const trouble =
    backups.kind === 'off' || (backups.kind === 'embedded' && backups.troubles.length > 0);
  return (
    <section
      aria-labelledby="backups-heading"
      className={`mt-8 rounded-xl p-5 shadow-sm ${trouble ? 'border-2 border-red-700 bg-red-50' : 'bg-white'}`}
    >
      <h2 id="backups-heading" className="font-display text-xl font-bold text-maroon-800">
        Backups
      </h2>
      {backups.kind === 'external' && (
        <p className="mt-2 text-sm text-stone-700">
          This shop&apos;s data is on the PostgreSQL server that DATABASE_URL names: its backups are
          that server&apos;s to make.
        </p>
      )}
      {backups.kind === 'off' && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Backups are off (BACKUP_DIR=off): a lost disk would lose every order since your own last
          copy of it.
        </p>
      )}
      {backups.kind === 'embedded' && (
        <>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-stone-600">Last base backup</dt>
            <dd className="font-medium text-stone-900">{backups.lastBackup}</dd>
            <dt className="text-stone-600">Last WAL archived</dt>
            <dd className="font-medium text-stone-900">{backups.lastArchived}</dd>
          </dl>
          {trouble ? (
            <ul role="alert" className="mt-3 list-disc space-y-1 pl-5 text-sm text-red-800">
              {backups.troubles.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-3 text-sm text-green-800">
              Backed up: a lost disk would lose at most the last minute of orders.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/** Shoppers counted as one address: the owner's proxy is in front of the shop, not trusted. */
export function UntrustedProxyNotice({ warning }: { warning: string }) {
  return (
    <section
      aria-labelledby="proxy-heading"
      className="mt-6 rounded-xl border-2 border-red-700 bg-red-50 p-5 shadow-sm"
    >
      <h2 id="proxy-heading" className="font-display text-xl font-bold text-maroon-800">
        Proxy not trusted
      </h2>
      <p role="alert" className="mt-2 text-sm text-red-800">
        {warning}
      </p>
    </section>
  );
}
