import { data, redirect } from 'react-router';
import { AdminLoadFailure } from '#app/components/admin/load-failure.tsx';
import {
  BackupStatus,
  UntrustedProxyNotice,
  LowStock,
  RecentOrders,
  SalesSection,
} from '#app/components/admin/dashboard-sections.tsx';
import { WasteSection } from '#app/components/admin/waste-section.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { adminDashboardView, type BackupsSeen } from '#app/lib/admin-dashboard-view.ts';
import { adminWasteView } from '#app/lib/admin-waste-view.ts';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { staffLandingPath } from '#core/admin-pages.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { may } from '#core/staff-roles.ts';
import { BELOW_LOW_STOCK_TEXT } from '#core/stock.ts';
import { loadAdminDashboard } from '#server/admin/dashboard.ts';
import { backupFolderAt } from '#server/db/wal-archive.ts';
import { readBackupHealth } from '#server/backups/backup-health.ts';
import { loadWasteReport } from '#server/kitchen/waste-report.ts';
import type { Config } from '#server/config.ts';
import { untrustedProxyWarning } from '#server/http/client-address.ts';
import type { Db } from '#server/db/client.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/dashboard';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  // The door of the admin area for every role: those without the figures go on to their page.
  if (!may(staff.role, 'dashboard')) {
    throw redirect(staffLandingPath(staff.role, indiaDayKey(new Date())));
  }
  const { config, db } = context;
  const [dashboard, waste, backups] = await Promise.all([
    loadAdminDashboard(db, staff),
    loadWasteReport(db, staff),
    backupsSeen(config, db),
  ]);
  const proxyWarning = context.untrustedProxy
    ? untrustedProxyWarning(context.untrustedProxy.address)
    : undefined;
  return data(
    { ...adminDashboardView(dashboard, backups), waste: adminWasteView(waste), proxyWarning },
    {
      headers: { 'Cache-Control': PRIVATE_PAGE_CACHE },
    },
  );
}

/** The embedded database's backups, or why there are none to look at here. */
async function backupsSeen(config: Config, db: Db): Promise<BackupsSeen> {
  if (config.databaseUrl) return { kind: 'external' };
  if (!config.backupDir) return { kind: 'off' };
  return { kind: 'embedded', health: await readBackupHealth(db, backupFolderAt(config.backupDir)) };
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Admin Dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { lowStock, recentOrders, salesDays } = loaderData;
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Dashboard</h1>
      {loaderData.proxyWarning && <UntrustedProxyNotice warning={loaderData.proxyWarning} />}
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
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
          label="Counter Sales"
          value={loaderData.counterSales.value}
          caption={`${loaderData.counterSales.byMode} (${loaderData.counterSales.caption})`}
          icon="store"
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
      <SalesSection days={salesDays} />
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <RecentOrders orders={recentOrders} />
        <LowStock variants={lowStock} />
      </div>
      <WasteSection waste={loaderData.waste} />
      <BackupStatus backups={loaderData.backups} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminLoadFailure heading="Dashboard" title="Error loading dashboard data" />;
}
