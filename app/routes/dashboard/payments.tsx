import { CreditCard, IndianRupee, ReceiptText, Timer } from 'lucide-react';
import { Form } from 'react-router';
import { SearchField } from '#app/components/search-field.tsx';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { StatCard } from '#app/components/dashboard/stat-card.tsx';
import { requireUser } from '#app/lib/guards.ts';
import { formatRupees } from '#core/money.ts';
import type { Route } from './+types/payments';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  return { search: new URL(request.url).searchParams.get('q') ?? '' };
}

export default function DashboardPayments({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">Payments</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Total Paid" value={formatRupees(0)} icon={IndianRupee} />
        <StatCard label="Total Transactions" value="0" icon={ReceiptText} />
        <StatCard label="Pending Payments" value="0" icon={Timer} />
      </div>
      <Form method="get" role="search" className="mt-6 rounded-xl bg-white p-4 shadow-sm">
        <SearchField
          id="payments-search"
          label="Search transactions"
          defaultValue={loaderData.search}
          placeholder="Order number or payment method"
        />
      </Form>
      <div className="mt-6">
        <EmptyState
          icon={CreditCard}
          title="No transactions yet"
          text="Payments for your orders will be listed here, each with its receipt."
        />
      </div>
    </div>
  );
}
