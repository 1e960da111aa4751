import { Package } from 'lucide-react';
import { Form } from 'react-router';
import { FilterSelect } from '#app/components/filter-select.tsx';
import { SearchField } from '#app/components/search-field.tsx';
import { EmptyState } from '#app/components/dashboard/empty-state.tsx';
import { requireUser } from '#app/lib/guards.ts';
import { orderStatusLabels, orderStatuses } from '#core/order-status.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  return {
    search: url.searchParams.get('q') ?? '',
    status: (orderStatuses as readonly string[]).includes(status) ? status : '',
  };
}

const statusOptions = [
  { value: '', label: 'All Statuses' },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabels[status] })),
];

export default function DashboardOrders({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="font-display text-3xl font-bold text-maroon-800">My Orders</h1>
      <Form
        method="get"
        role="search"
        className="mt-6 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm sm:flex-row sm:items-end"
      >
        <SearchField
          id="orders-search"
          label="Search orders"
          defaultValue={loaderData.search}
          placeholder="Order number or product"
        />
        <FilterSelect
          id="orders-status"
          label="Status"
          name="status"
          defaultValue={loaderData.status}
          options={statusOptions}
          className="sm:w-44"
        />
        <button
          type="submit"
          className="h-10 rounded-md bg-maroon-700 px-4 text-sm font-semibold text-white hover:bg-maroon-800"
        >
          Filter
        </button>
      </Form>
      <div className="mt-6">
        <EmptyState
          icon={Package}
          title="You haven't placed any orders yet."
          text="When you place an order, you can follow it here."
          action={{ label: 'Start Shopping', to: '/category' }}
        />
      </div>
    </div>
  );
}
