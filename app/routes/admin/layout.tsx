import { Outlet, data, useRouteLoaderData } from 'react-router';
import { AdminShell } from '#app/components/admin/admin-shell.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireStaff } from '#app/lib/guards.server.ts';
import { ROOT_ID, storeNameOf, type RootData } from '#app/lib/root-data.ts';
import { showToast } from '#app/lib/toast.ts';
import { useOrderEvents } from '#app/lib/use-order-events.ts';
import { sidebarFor } from '#core/admin-pages.ts';
import { indiaDayKey } from '#core/india-calendar.ts';
import { getStoreSettings } from '#server/settings/get-store-settings.ts';
import { adminHeaders, adminMeta } from '#app/lib/admin-page.ts';
import type { Route } from './+types/layout';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const staff = await requireStaff({ context, request, url });
  const settings = await getStoreSettings(context.db);
  return data(
    {
      adminName: staff.name,
      shopClosed: settings.maintenanceMode,
      sidebar: sidebarFor(staff.role, indiaDayKey(new Date())),
    },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = adminHeaders;

export const meta: Route.MetaFunction = adminMeta('Admin');

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const storeName = storeNameOf(useRouteLoaderData<RootData>(ROOT_ID));
  // Orders and figures follow the shop as it happens; a new order is announced.
  useOrderEvents((news) => {
    if (news.isNew) {
      showToast({
        title: 'New order',
        description: `Order ${news.orderNumber} has just been placed.`,
      });
    }
  });
  return (
    <AdminShell
      storeName={storeName}
      adminName={loaderData.adminName}
      shopClosed={loaderData.shopClosed}
      sidebar={loaderData.sidebar}
    >
      <Outlet />
    </AdminShell>
  );
}
