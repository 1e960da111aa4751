import { IndianRupee, MapPin, Package, Timer } from 'lucide-react';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { requireUser } from '#app/lib/guards.ts';
import { formatRupees } from '#core/money.ts';
import { countAddresses } from '#server/accounts/addresses.ts';
import type { Route } from './+types/overview';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  return { name: user.name, savedAddresses: await countAddresses(context.db, user.id) };
}

/** Orders arrive with checkout; until a customer has one, the order figures are honest zeros. */
export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Dashboard</h1>
      <p className="mt-1 text-stone-700">Welcome back, {loaderData.name}.</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="Total Orders" value="0" icon={Package} />
        <StatCard label="Pending Orders" value="0" icon={Timer} />
        <StatCard label="Total Spent" value={formatRupees(0)} icon={IndianRupee} />
        <StatCard label="Saved Addresses" value={String(loaderData.savedAddresses)} icon={MapPin} />
      </div>
      <section aria-labelledby="recent-orders" className="mt-10">
        <h2 id="recent-orders" className="font-display text-2xl font-bold text-maroon-800">
          Recent Orders
        </h2>
        <div className="mt-4">
          <EmptyState
            icon={Package}
            title="You haven't placed any orders yet."
            text="Your latest orders will appear here."
            action={{ label: 'Start Shopping', to: '/category' }}
          />
        </div>
      </section>
    </div>
  );
}
