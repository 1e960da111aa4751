import { Outlet, data, useRevalidator } from 'react-router';
import { useEffect } from 'react';
import { DashboardShell } from '#app/components/dashboard/dashboard-shell.tsx';
import { PRIVATE_PAGE_CACHE } from '#app/lib/cache-headers.ts';
import { requireUser } from '#app/lib/guards.server.ts';
import { pageTitle } from '#app/lib/page-meta.ts';
import { useOrderEvents } from '#app/lib/use-order-events.ts';
import { countCartLines } from '#server/cart/load-cart.ts';
import { readCartId } from '#server/http/cart-cookie.ts';
import type { Route } from './+types/layout';

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = await requireUser({ context, request, url });
  const cartLineCount = await countCartLines(context.db, await readCartId(request, context.config));
  return data(
    { user: { name: user.name, email: user.email }, cartLineCount },
    { headers: { 'Cache-Control': PRIVATE_PAGE_CACHE } },
  );
}

export const headers: Route.HeadersFunction = () => ({ 'Cache-Control': PRIVATE_PAGE_CACHE });

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, 'My Account') },
  { name: 'robots', content: 'noindex' },
];

/** Re-checks the session when the customer comes back to the tab, so an ended one leaves. */
function useSessionCheckOnReturn() {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') void revalidate();
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [revalidate]);
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  useOrderEvents();
  useSessionCheckOnReturn();
  return (
    <DashboardShell customerName={loaderData.user.name} cartLineCount={loaderData.cartLineCount}>
      <Outlet />
    </DashboardShell>
  );
}
